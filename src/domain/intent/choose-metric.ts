import { listChangeTypes } from '../changes/change-types/registry.js';
import { CONDITION_KIND_DISPLAY, type Condition } from '../conditions/condition-list.js';
import type { Metric } from '../intent.js';
import { namesBooking } from './booking-words.js';
import type { PageKind } from './page-kinds.js';
import { namesComingOut } from './release-words.js';
import type { Token } from './tokenize.js';
import type { WordSense } from './vocabulary.js';

const METRIC_PRIORITY: readonly Metric[] = [...listChangeTypes()]
  .sort((a, b) => a.intent.priority - b.intent.priority)
  .map((type) => type.name);


/** What the metric words are about: tickets, or a named product ("Hermès Birkin 25") rather than "remote jobs". */
export interface MetricSubject {
  tokens: Token[];
  product: string;
  /** Capitals say nothing in this text (Title Case, German). */
  titleCase: boolean;
  /** The kind of page the intent names, if any. */
  page?: PageKind | null;
}

function isNamed({ product, titleCase }: MetricSubject): boolean {
  return /\d/.test(product) || (!titleCase && /\p{Lu}/u.test(product));
}

// Tickets go on sale once and are then available or sold out; an appointment slot is free or taken.
const namesTickets = (subject: MetricSubject): boolean => subject.tokens.some((t) => namesBooking(t.lower));

// "Minecraft 1.22", "neovim 0.11": a dotted number in the name is a version, which comes out rather than drops in price.
const VERSIONED = /(?:^|\s)v?\d+\.\d+(?:\.\d+)*(?:$|\s)/;

function resolveMetric(sense: WordSense, subject: MetricSubject): Metric | null {
  if (sense.dependsOn === 'sale') return namesTickets(subject) ? 'availability' : sense.metric;
  if (sense.dependsOn === 'listing') return isNamed(subject) ? sense.metric : null;
  if (sense.dependsOn === 'release') return subject.tokens.some((t) => namesComingOut(t.lower)) || VERSIONED.test(subject.product) ? null : sense.metric;
  return sense.metric;
}

/**
 * A price condition means price; otherwise the metric word of the most specific type wins (the lowest
 * `intent.priority` of the change-type registry: availability, then price, then content), weak
 * words only when nothing else asks, and pages default to content (tickets to availability); a careers
 * or changelog page is content.
 */
export function chooseMetric(senses: WordSense[], condition: Condition | null, subject: MetricSubject): Metric {
  if (condition !== null && CONDITION_KIND_DISPLAY[condition.kind].subject === 'price') return 'price';
  // A careers or changelog page is read for what it says: "nuevas ofertas en la bolsa de trabajo" are job offers.
  if (subject.page === 'careers' || subject.page === 'changelog') return 'content';
  const asked = senses.flatMap((sense) => {
    const metric = resolveMetric(sense, subject);
    return metric === null ? [] : [{ metric, weak: sense.weak }];
  });
  const strong = asked.filter((a) => !a.weak);
  // "when there are tickets for X": tickets asked for with no metric word are asked to be had.
  const unasked: Metric = namesTickets(subject) ? 'availability' : 'content';
  return METRIC_PRIORITY.find((m) => strong.some((a) => a.metric === m)) ?? asked[0]?.metric ?? unasked;
}
