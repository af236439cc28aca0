import type { PageReaderDefinition } from './page-reader-definition.js';
import { readHtmlPage } from './read-html.js';

/**
 * Any HTML page, for monitors of its content: a page without price or stock is taken for one its
 * scripts build only when it shows the signs of a product page itself. Reads any response the
 * readers before it leave, as every page was read before there were other readers.
 */
export const HTML_CONTENT_READER: PageReaderDefinition = {
  name: 'html-content',
  accepts: ({ expectsProductData }) => !expectsProductData,
  read: async (request) => readHtmlPage(request, false),
};
