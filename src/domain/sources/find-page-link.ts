import type { PageKind } from '../intent/page-kinds.js';
import { normalizeHost } from '../intent/hosts.js';
import type { PageLink } from './read-links.js';

export interface PageKindLink {
  url: string;
  text: string;
  score: number;
}

// How sites label these pages in their own navigation, in the seven languages intents are read in.
const LABELS: Record<PageKind, string[]> = {
  pricing: ['pricing', 'prices', 'plans', 'plans and pricing', 'plans & pricing', 'pricing plans', 'preise', 'tarife', 'preise und pakete',
    'tarifs', 'prix', 'offres', 'precios', 'planes', 'prezzi', 'piani', 'tariffe', 'prijzen', 'abonnementen', 'preços', 'precos', 'planos'],
  careers: ['careers', 'career', 'jobs', 'join us', 'we are hiring', "we're hiring", 'work with us', 'open positions', 'karriere', 'stellenangebote',
    'carrières', 'carrieres', 'recrutement', 'emplois', 'rejoignez-nous', 'empleo', 'trabaja con nosotros', 'carreras', 'empleos', 'lavora con noi',
    'carriere', 'lavoro', 'vacatures', 'werken bij', 'carrière', 'vagas', 'carreiras', 'trabalhe conosco'],
  changelog: ['changelog', 'change log', 'release notes', "what's new", 'whats new', 'releases', 'updates', 'neuigkeiten', 'nouveautés',
    'novedades', 'novità', 'wat is er nieuw', 'novidades'],
};

const SLUGS: Record<PageKind, string[]> = {
  pricing: ['pricing', 'prices', 'plans', 'preise', 'tarife', 'tarifs', 'prix', 'precios', 'planes', 'prezzi', 'piani', 'prijzen', 'precos', 'planos'],
  careers: ['careers', 'career', 'jobs', 'join-us', 'karriere', 'jobs-karriere', 'carrieres', 'recrutement', 'empleo', 'trabaja-con-nosotros',
    'carreras', 'lavora-con-noi', 'carriere', 'vacatures', 'werken-bij', 'vagas', 'carreiras'],
  changelog: ['changelog', 'release-notes', 'releases', 'whats-new', 'updates', 'changes'],
};

/** Below this a link only mentions the kind in passing ("Pricing FAQ for partners"). */
export const MIN_PAGE_LINK_SCORE = 0.7;
// The site's own navigation is where it names its pricing or careers page.
const NAV_BONUS = 0.05;

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function scoreLink(link: PageLink, kind: PageKind): number {
  const text = fold(link.text);
  const labels = LABELS[kind].map(fold);
  const segments = new URL(link.url).pathname.toLowerCase().split('/').filter((s) => s !== '');
  const last = segments[segments.length - 1] ?? '';
  let score = 0;
  if (labels.includes(text)) score = 1;
  else if (SLUGS[kind].includes(last)) score = 0.9;
  else if (labels.some((label) => text.split(' ').length <= 4 && new RegExp(`(^|\\W)${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`).test(text))) score = 0.8;
  else if (segments.some((segment) => SLUGS[kind].includes(segment))) score = 0.7;
  return score === 0 ? 0 : Math.min(1, score + (link.inNav ? NAV_BONUS : 0));
}

/**
 * The link to `site`'s pricing, careers or changelog page among its own links (same host or
 * one of its subdomains: careers.example.com), by the link's text and path; null when no
 * link scores MIN_PAGE_LINK_SCORE.
 */
export function findPageLink(links: PageLink[], siteUrl: string, kind: PageKind): PageKindLink | null {
  const site = normalizeHost(new URL(siteUrl).hostname);
  let best: PageKindLink | null = null;
  for (const link of links) {
    const url = new URL(link.url);
    const host = normalizeHost(url.hostname);
    if (host !== site && !host.endsWith(`.${site}`)) continue;
    if (url.href === new URL(siteUrl).href) continue;
    const score = scoreLink(link, kind);
    if (score >= MIN_PAGE_LINK_SCORE && (best === null || score > best.score)) best = { url: link.url, text: link.text, score };
  }
  return best;
}
