import type { Role } from './classify-words.js';
import type { Run } from './extract-product.js';
import { removeAccents } from './languages/language-words.js';
import type { Token } from './tokenize.js';
import { isReleaseNoun } from './release-words.js';

// The words that make a name the object of what comes before it, in the seven languages:
// "a new version of Blender", "nuova versione di LibreOffice", "nova versão do Inkscape".
// Left out: German "der" and "des" and French "des", which are as often articles.
const OF_WORDS = new Set(['of', 'von', 'vom', 'de', 'du', "d'", 'del', 'di', 'della', 'dello', 'dei', 'degli', 'delle', "dell'", 'van', 'do', 'da', 'dos', 'das']);

const compact = (words: string): string => removeAccents(words).toLowerCase().replace(/[^a-z0-9]/g, '');

/** The labels of a host that may name its owner: "recrutement.decathlon.fr" → recrutement, decathlon. */
function ownerLabels(site: string): string[] {
  return site.split('.').slice(0, -1).filter((label) => label.length > 3 || !['com', 'co', 'org', 'net', 'gov', 'ac'].includes(label));
}

/** A host label names its owner alone or with a word run on: "glovoapp", "lifeatspotify", "zalandogroup". */
function namesOwner(label: string, name: string): boolean {
  return label === name || (name.length >= 4 && (label.startsWith(name) || label.endsWith(name)));
}

/**
 * Whether a content watch's product is only the site's owner doing something ("Decathlon publie
 * des offres sur recrutement.decathlon.fr", "o Itaú abrir vagas no itau.com.br"): the site already
 * says whose page it is, so the watch names no other subject. The owner stays the subject where it
 * is the object of "of" ("a new version of Blender on blender.org") or names a page ("the AWS pricing page").
 */
export function isSiteOwnerActing(product: string, span: Run | null, tokens: readonly Token[], roles: readonly Role[], sites: readonly string[]): boolean {
  if (span === null) return false;
  const name = compact(product);
  if (name === '' || !ownsSite(name, sites)) return false;
  const before = tokens[span.first - 1];
  if (before !== undefined && OF_WORDS.has(before.lower)) return false;
  // Glue and adjectives may stand between the owner and its verb: "SAP neue Stellen … veröffentlicht".
  let next = span.last + 1;
  while (roles[next] === 'soft') next++;
  return roles[next] === 'frame';
}

function ownsSite(name: string, sites: readonly string[]): boolean {
  return sites.some((site) => ownerLabels(site).some((label) => namesOwner(label, name)));
}

/** Whether the intent names a version or a release: what an owner releases is named after it ("Blender releases a new version"). */
export function namesRelease(tokens: readonly Token[]): boolean {
  return tokens.some((t) => isReleaseNoun(t.lower));
}

/**
 * The object of "of" that names a site's owner is a name, though it is also a frame word of the
 * language: "a nova versão do WhatsApp no whatsapp.com" (elsewhere WhatsApp is how to be told).
 */
export function readOwnerNamesAfterOf(tokens: readonly Token[], roles: Role[], sites: readonly string[]): void {
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (roles[i] !== 'frame' || !OF_WORDS.has((tokens[i - 1] as Token).lower) || roles[i - 1] !== 'soft') continue;
    const name = compact(token.text);
    if (name.length >= 4 && sites.some((site) => ownerLabels(site).includes(name))) roles[i] = 'word';
  }
}
