const ACCEPTED_EXACT = new Set(['application/xhtml+xml', 'application/xml', 'application/json', 'application/ld+json', 'application/pdf', 'application/x-pdf']);

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function readMediaType(contentType: string | null): string | null {
  if (contentType === null) return null;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === '' ? null : mediaType;
}

/**
 * Whether a page of this media type can be watched for text changes: text/*,
 * XHTML, XML, JSON (incl. +xml / +json types such as RSS or JSON-LD) and PDF, read as its text. A
 * missing type is accepted and sniffed like HTML.
 */
export function isWatchableMediaType(mediaType: string | null): boolean {
  if (mediaType === null) return true;
  if (mediaType.startsWith('text/') || ACCEPTED_EXACT.has(mediaType)) return true;
  return /^application\/[a-z0-9.+-]+\+(xml|json)$/.test(mediaType);
}
