import type { PageReaderDefinition } from './page-reader-definition.js';
import { readHtmlPage } from './read-html.js';

/**
 * A product page in HTML, for monitors of a price or a stock state: a plainly fetched page
 * showing neither is taken for one its scripts build. Reads any response the readers before it
 * leave, as every page was read before there were other readers.
 */
export const HTML_PRODUCT_READER: PageReaderDefinition = {
  name: 'html-product',
  accepts: ({ expectsProductData }) => expectsProductData,
  read: async (request) => readHtmlPage(request, true),
};
