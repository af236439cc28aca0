/**
 * Facts a reader acts on, written in a few words: a plan's limit ("100 GB storage", "Unlimited
 * projects", "5 seats") and a date in a notice ("closes on 15 March 2026"). A change to one is
 * significant however short, like a changed amount of money.
 */

// Things a plan limits. Counters that move on their own (visitors, downloads, orders, ratings,
// minutes and hours of a delivery countdown) are left out on purpose.
const LIMIT_UNITS = [
  'projects?', 'users?', 'seats?', 'team members?', 'members?', 'collaborators?', 'editors?', 'admins?', 'gb', 'tb', 'mb',
  'storage', 'requests?', 'api calls', 'calls', 'emails?', 'contacts?', 'subscribers?', 'credits?', 'sites?', 'websites?',
  'domains?', 'monitors?', 'checks?', 'workspaces?', 'boards?', 'repositories', 'repos?', 'builds?', 'devices?',
  'licen[cs]es?', 'accounts?', 'integrations?', 'automations?', 'runs?', 'tasks?', 'files?', 'uploads?', 'environments?',
  'servers?', 'instances?', 'vcpus?', 'cores?', 'bandwidth', 'projekte?', 'nutzer', 'benutzer', 'utilisateurs?', 'projets?',
  'usuarios?', 'proyectos?', 'utenti', 'progetti', 'gebruikers?', 'projecten',
].join('|');
const UNLIMITED = 'unlimited|unbegrenzte?|unbegrenzt|illimités?|illimitées?|ilimitad[oa]s?|illimitat[ie]|onbeperkt';
const LIMIT = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:\d[\d,.']*|${UNLIMITED})\s?(?:${LIMIT_UNITS})(?![\p{L}])`, 'giu');

const MONTHS =
  'jan(?:uary|vier|uar|eiro)?|feb(?:ruary|ruar)?|févr(?:ier)?|mar(?:ch|s|zo|ço)?|märz|apr(?:il|ile)?|avr(?:il)?|may|mai|mayo|maggio|jun[eio]?|juin|giugno|jul[iy]?|juil(?:let)?|luglio|aug(?:ust)?|août|agosto|sep(?:t|tember|tembre|tiembre)?|oct(?:ober|obre)?|okt(?:ober)?|ott(?:obre)?|nov(?:ember|embre)?|dec(?:ember)?|déc(?:embre)?|dez(?:ember)?|dic(?:iembre|embre)?';
const DATE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\d{1,2}(?:st|nd|rd|th)?\.?\s(?:${MONTHS})\.?(?:,?\s\d{4})?|(?:${MONTHS})\.?\s\d{1,2}(?:st|nd|rd|th)?(?:,?\s\d{4})?|\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{4})(?![\p{L}\p{N}])`,
  'giu',
);
// A date is a notice's when its sentence says what happens by then; delivery estimates and
// publication stamps move on their own.
const DEADLINE_WORDS =
  /(?<![\p{L}])(?:deadline|due|closes?|closing|until|till|before|ends?|ending|expires?|expiry|effective|starts?|starting|switched off|shut ?down|retired?|sunset|valid|last day|registration|register|apply|applications?|submit|submissions?|frist|bis|spätestens|endet|gültig|date limite|jusqu'au|avant le|à partir du|fecha límite|hasta|entro|scadenza|uiterlijk|vóór)(?![\p{L}])/iu;
const NOT_A_NOTICE =
  /(?<![\p{L}])(?:deliver(?:y|ed|s)?|arrives?|arriving|ships?|shipping|dispatch(?:ed)?|get it|lieferung|liefertermin|zustellung|livraison|entrega|consegna|levering|bezorgd|dostawa|leverans|published|posted|updated|reviewed|modified|copyright)(?![\p{L}])|©/iu;
// A sentence ends at a stop followed by a space, so "12.05.2026" stays whole.
const SENTENCE_BREAK = /(?<=[.!?])\s+|\n+/u;

/** The facts in a text as a bag: normalised fact → how often it is written. */
export function countFacts(text: string): Map<string, number> {
  const facts = new Map<string, number>();
  const add = (fact: string): void => {
    const key = fact.toLowerCase().replace(/\s+/g, ' ');
    facts.set(key, (facts.get(key) ?? 0) + 1);
  };
  for (const match of text.matchAll(LIMIT)) add(match[0]);
  for (const sentence of text.split(SENTENCE_BREAK)) {
    if (!DEADLINE_WORDS.test(sentence) || NOT_A_NOTICE.test(sentence)) continue;
    for (const match of sentence.matchAll(DATE)) add(match[0]);
  }
  return facts;
}
