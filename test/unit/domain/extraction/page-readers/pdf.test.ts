import { describe, expect, it } from 'vitest';
import { PDF_READER } from '../../../../../src/domain/extraction/page-readers/pdf.js';
import { PageReadError } from '../../../../../src/domain/extraction/page-readers/page-reader-definition.js';
import { minimalPdf } from '../../../../support/minimal-pdf.js';
import { NO_READING_RULES } from '../../../../../src/domain/extraction/reading-rules.js';

function request(content: Buffer, judgeScriptBuilt = false) {
  return { page: { content, contentType: 'application/pdf' }, url: 'https://example.com/terms.pdf', keywords: [], judgeScriptBuilt, jsonExpression: null, rules: NO_READING_RULES };
}

describe('the PDF reader', () => {
  it('accepts PDF responses only', () => {
    expect(PDF_READER.accepts({ contentType: 'application/pdf', expectsProductData: false })).toBe(true);
    expect(PDF_READER.accepts({ contentType: 'application/x-pdf', expectsProductData: true })).toBe(true);
    expect(PDF_READER.accepts({ contentType: 'text/html', expectsProductData: false })).toBe(false);
    expect(PDF_READER.accepts({ contentType: null, expectsProductData: false })).toBe(false);
  });

  it('reads the text line by line, normalised like page text, and the document title', async () => {
    const content = minimalPdf(['Terms of service', 'Refunds   within 30 days (no questions)'], 'Shop terms');
    const { observation, scriptBuilt } = await PDF_READER.read(request(content));
    expect(observation).toEqual({
      title: 'Shop terms',
      price: null,
      currency: null,
      availability: null,
      source: null,
      text: 'Terms of service\nRefunds within 30 days (no questions)',
    });
    expect(scriptBuilt).toBeNull();
  });

  it('says a PDF is not built by scripts when asked, leaves the request bytes whole, and has no title without one', async () => {
    const content = minimalPdf(['Price list']);
    const copy = Buffer.from(content);
    const { observation, scriptBuilt } = await PDF_READER.read(request(content, true));
    expect(scriptBuilt).toBe(false);
    expect(observation.title).toBeNull();
    expect(observation.text).toBe('Price list');
    expect(content.equals(copy)).toBe(true);
  });

  it('fails on bytes that are no PDF', async () => {
    await expect(PDF_READER.read(request(Buffer.from('<html>not a pdf</html>')))).rejects.toThrow(PageReadError);
    await expect(PDF_READER.read(request(Buffer.from('<html>not a pdf</html>')))).rejects.toThrow(/^the PDF could not be read: /);
  });
});
