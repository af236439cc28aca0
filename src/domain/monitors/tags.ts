/** A monitor holds at most this many tags; a destination binds to at most as many. */
export const MAX_TAGS = 20;
/** Characters of one tag after normalising. */
export const MAX_TAG_LENGTH = 40;

// Letters and digits of any script, and the separators people write in labels ("home/kitchen",
// "q4-deals", "shop:amazon"); no quotes, commas or control characters, so a tag is safe in a
// query string, a CSV export and a chat message alike.
const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._:/-]*$/u;

export type TagReading = { ok: true; tag: string } | { ok: false; error: string };
export type TagsReading = { ok: true; tags: string[] } | { ok: false; error: string };

/** The form a tag is kept and compared in: NFC, trimmed, inner whitespace one space, lower case. */
export function normaliseTag(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** One tag as written (`field` names it in the error): normalised, or what is wrong with it. */
export function readTag(value: unknown, field: string): TagReading {
  if (typeof value !== 'string') return { ok: false, error: `${field} must be a string` };
  const tag = normaliseTag(value);
  if (tag === '') return { ok: false, error: `${field} must not be empty` };
  if ([...tag].length > MAX_TAG_LENGTH) return { ok: false, error: `${field} must be at most ${MAX_TAG_LENGTH} characters` };
  if (!TAG_PATTERN.test(tag)) {
    return { ok: false, error: `${field} may hold letters, digits, spaces and . _ : / - only, and must start with a letter or digit` };
  }
  return { ok: true, tag };
}

/** A list of tags as written: each normalised, repeats dropped (first kept), at most MAX_TAGS. */
export function readTags(value: unknown, field: string): TagsReading {
  if (!Array.isArray(value)) return { ok: false, error: `${field} must be an array of strings` };
  const tags: string[] = [];
  for (const [index, item] of value.entries()) {
    const reading = readTag(item, `${field}[${index}]`);
    if (!reading.ok) return reading;
    if (!tags.includes(reading.tag)) tags.push(reading.tag);
  }
  if (tags.length > MAX_TAGS) return { ok: false, error: `${field} may hold at most ${MAX_TAGS} tags` };
  return { ok: true, tags };
}
