import { listWordsWithoutAccents, removeAccents } from './languages/language-words.js';
import type { Token } from './tokenize.js';

/** Pages of a site people ask for by kind: "the pricing page of linear.app". */
export type PageKind = 'pricing' | 'careers' | 'changelog';

// Phrases in every language read, lower case. Single words only where the word can mean
// nothing else ("Karriereseite"): "jobs" or "pricing" alone are often the subject.
const PHRASES: Record<PageKind, string> = {
  pricing:
    'pricing page|price page|prices page|plans page|pricing plans page|preisseite|preise seite|seite mit preisen|' +
    'page tarifs|page des tarifs|page tarifaire|page des prix|page de prix|page prix|página de precios|pagina de precios|' +
    'página de tarifas|pagina prezzi|pagina dei prezzi|pagina tariffe|prijspagina|prijzenpagina|pagina met prijzen|' +
    'página de preços|pagina de precos|página de planos',
  careers:
    'careers page|career page|jobs page|job page|job board page|karriereseite|karriere seite|jobseite|stellenseite|' +
    'page carrières|page carrière|page emplois|page recrutement|page des offres d\' emploi|página de empleo|' +
    'página de empleos|página de carreras|pagina de empleo|trabaja con nosotros|pagina lavora con noi|lavora con noi|' +
    'pagina carriere|pagina lavoro|vacaturepagina|vacatures pagina|werken bij pagina|carrièrepagina|página de vagas|' +
    'pagina de vagas|página de carreiras|trabalhe conosco|' +
    // A site or portal for jobs, named as such.
    'job site|jobs site|careers site|career site|jobportal|stellenportal|karriereportal|site emploi|site de recrutement|' +
    'site carrières|web de empleo|portal de empleo|bolsa de trabajo|bolsa de empleo|portale lavoro|sito lavoro|' +
    'vacaturesite|vacaturebank|site de vagas|portal de vagas|site de carreiras',
  changelog:
    'changelog page|release notes page|releases page|changelog-seite|page changelog|page des nouveautés|' +
    'página de changelog|página de novedades|pagina changelog|pagina delle novità|changelog pagina|página de novidades',
};

const phraseKinds = (Object.entries(PHRASES) as [PageKind, string][]).flatMap(([kind, list]) =>
  listWordsWithoutAccents(list).map((p): [string, PageKind] => [p, kind]),
);
const kindsByPhrase = new Map<string, PageKind>(phraseKinds.map(([p, kind]) => [removeAccents(p), kind]));

/** Every page-kind phrase, with and without accents, for the vocabulary to read as naming a page rather than a subject. */
export const PAGE_KIND_PHRASES: readonly string[] = phraseKinds.map(([p]) => p);

const MAX_WORDS = Math.max(...PAGE_KIND_PHRASES.map((p) => p.split(' ').length));

/** The first page kind the intent names ("la page carrières de mistral.ai" → careers), or null. */
export function findPageKind(tokens: Token[]): PageKind | null {
  for (let i = 0; i < tokens.length; i++) {
    const words: string[] = [];
    for (let k = i; k < Math.min(tokens.length, i + MAX_WORDS); k++) {
      const token = tokens[k] as Token;
      if (token.isBreak) break;
      words.push(removeAccents(token.lower));
      const kind = kindsByPhrase.get(words.join(' '));
      if (kind !== undefined) return kind;
    }
  }
  return null;
}

// A site whose host says it lists jobs: a careers subdomain ("jobs.netflix.com", "werkenbij.bol.com") or a
// job board. What such a site "offers" are jobs: "des offres pour développeurs sur welcometothejungle.com".
const CAREERS_LABELS = new Set(['jobs', 'careers', 'career', 'karriere', 'werkenbij', 'carreiras', 'carreras', 'carriere', 'recrutement', 'emploi', 'vagas', 'empleo', 'lavora']);
const JOB_BOARDS = new Set([
  'welcometothejungle.com', 'indeed.com', 'infojobs.net', 'infojobs.it', 'stepstone.de', 'glassdoor.com', 'monster.com',
  'monster.fr', 'jobteaser.com', 'hellowork.com', 'apec.fr', 'pracuj.pl', 'nationalevacaturebank.nl', 'catho.com.br',
]);

/** Whether a site's host names a careers site or a job board (any subdomain of one: "it.indeed.com"). */
export function isCareersHost(host: string): boolean {
  const labels = host.split('.');
  if (CAREERS_LABELS.has(labels[0] ?? '')) return true;
  return labels.some((_, i) => JOB_BOARDS.has(labels.slice(i).join('.')));
}
