/**
 * Lines that rotate by what they are, wherever they stand on a page: someone's words quoted with
 * their name after them (a testimonial, a review snippet: "“Setup took ten minutes.” – Dana,
 * Leeds", "« Superbe soirée » — Claire, Lyon", or unquoted with a rating: "… (Marek, 5/5)"), which sites draw from a pool on each visit or load
 * lazily, and a slot the page labels as paid ("Sponsored · …", "Anzeige: …", "Publicidade · …", or the
 * label alone on the line before the ad's),
 * which an ad server fills per visit, and a few named from a counted many ("Thanks to our 214
 * contributors: Lena Brandt, Tomás Ruiz, Akira Sato"), which a site draws anew on each build or
 * load. They are kept as rotating lines (Observation.rotating), so a
 * change confined to them is judged by its size alone, while a fact in them still counts.
 */

const QUOTE_OR_STAR = new Set(['"', '“', '„', '«', '‹', '‘', '「', '『', '★', '☆']);
// The opening mark, the quoted words, the closing mark, a dash and a name (capitalised, or in a
// script without case); a rating in stars may stand before the quote.
const TESTIMONIAL = /^(?:[★☆]{1,5}\s?)?["“„«‹‘「『][^\n]{8,600}?["”“»›’」』]\s?[–—―-]\s?[\p{Lu}\p{Lo}]/u;
// A label of a paid slot in each language of the stock tables: the line's first word, followed by its
// separator. A hyphen counts only between spaces: "Ad-free plan" is no ad.
const AD_LABELS = new Set([
  'sponsored', 'advertisement', 'advert', 'ad', 'anzeige', 'werbung', 'gesponsert', 'publicité', 'sponsorisé', 'annonce', 'publicidad', 'patrocinado',
  'anuncio', 'pubblicità', 'sponsorizzato', 'annuncio', 'advertentie', 'gesponsord', 'publicidade', 'reklama', 'sponsorowane', 'annons', 'sponsrad',
  'sponsoreret', 'annonse', 'sponset', 'mainos', 'sponsoroitu', 'reklam', 'hirdetés', 'reclamă', 'διαφήμιση', '広告', 'スポンサー', '广告', '赞助', '광고',
]);
const LABEL_MAX_CHARS = 13;
const SEPARATORS = new Set([':', '：', '·', '•', '|']);
const DASHES = new Set(['–', '—', '-']);
const STOPS = new Set([...SEPARATORS, ...DASHES, ' '].map((mark) => mark.charCodeAt(0)));

// Every line of a page is asked, so the first word is measured by character codes and its separator
// looked at before any string is cut and lower-cased: most lines end the test at their second word.
function isAdLine(line: string): boolean {
  let end = 0;
  while (end <= LABEL_MAX_CHARS && end < line.length && !STOPS.has(line.charCodeAt(end))) end++;
  if (end === 0 || end > LABEL_MAX_CHARS) return false;
  const spaced = line.charCodeAt(end) === 32;
  const mark = line[spaced ? end + 1 : end] ?? '';
  if (!SEPARATORS.has(mark) && !(spaced && DASHES.has(mark) && line[end + 2] === ' ')) return false;
  return AD_LABELS.has(line.slice(0, end).toLowerCase());
}

// The label standing alone as a line ("Anzeige", "Advertisement", "Annonse:") heads the slot, and
// the line after it is the ad the server drew. Only a short line is lower-cased and looked up.
function isAdLabelAlone(line: string): boolean {
  if (line.length > LABEL_MAX_CHARS + 1) return false;
  const label = SEPARATORS.has(line.at(-1)!) ? line.slice(0, -1).trimEnd() : line;
  return AD_LABELS.has(label.toLowerCase());
}

// A count and what it counts before a colon, then names with no digit among them ("Über 300
// Aussteller: …", "Plus de 40 intervenants : …"). A line naming as many as it counts (a line-up,
// "3 Farben: Rot, Blau, Grün") is the page's own.
const COUNTED_NAMES = /^[^:\n]{0,60}?(?<![\p{L}\p{N}])(\d[\d,.'\u00a0]*)\+?\s[^:\n\d]{1,40}:\s?([^\n\d]+)$/u;
const SAMPLE_MIN_NAMES = 3;
const COLON_REACH = 110;

// Most lines with a colon and a comma count nothing before the colon; a loop turns them away before the regex.
function hasDigitBefore(line: string, end: number): boolean {
  for (let i = 0; i < end; i++) {
    const code = line.charCodeAt(i);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

function isCountedSample(line: string): boolean {
  const colon = line.indexOf(':');
  if (colon === -1 || colon > COLON_REACH || line.indexOf(',', colon) === -1 || !hasDigitBefore(line, colon)) return false;
  const match = COUNTED_NAMES.exec(line);
  if (!match) return false;
  const names = match[2]!.split(',').filter((name) => name.trim() !== '').length;
  return names >= SAMPLE_MIN_NAMES && Number(match[1]!.replace(/\D/g, '')) > names;
}

// A review signed without quote marks, by a name and its rating at the end ("… – Dana, 5 stars",
// "… (Marek, 5/5)", "… — Ana, ★★★★☆"): review shelves draw one per load or load them lazily.
const STARS = String.raw`stars?|sterne|étoiles|estrellas|stelle|sterren|gwiazdk\p{L}*|stjärnor|stjerner|estrelas|hvězd\p{L}*|yıldız|csillag`;
const SIGNATURE = new RegExp(String.raw`(?:[–—-]\s?|\()\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)?,\s?(?:\d(?:[.,]\d)?\s?(?:\/\s?(?:5|10)|(?:${STARS})(?![\p{L}]))|[★☆]{5})\)?$`, 'u');
// The signature is the line's tail; the words before it are the review.
const SIGNATURE_REACH = 48;
const REVIEW_MIN_CHARS = 24;

function isSignedReview(line: string): boolean {
  if (line.length < REVIEW_MIN_CHARS) return false;
  const tail = line.slice(-SIGNATURE_REACH);
  return tail.includes(',') && SIGNATURE.test(tail);
}

/**
 * True when a line is a quoted or signed review or testimonial with its author, a labelled ad (its
 * label before it on the line, or alone as the `previous` line of the same text), or a few named
 * from a counted many.
 */
export function rotatesByItself(line: string, previous?: string): boolean {
  if (QUOTE_OR_STAR.has(line[0]!)) return TESTIMONIAL.test(line);
  return isAdLine(line) || isCountedSample(line) || isSignedReview(line) || (previous !== undefined && isAdLabelAlone(previous));
}
