import type { Term } from './read-terms.js';
import type { StockConcept } from './stock-concepts.js';

// A stock state is a short statement; longer lines are prose about the product ("restocks every
// spring, never out of stock for long").
export const MAX_LINE = 200;

// Where a sentence changes clause: a comma, a semicolon, or a dash between words.
export const CLAUSE_BREAK = /[,;]|\s[-\u2012-\u2015]\s/;

// Words between a negation and what it negates, fillers ("currently", "leider") not counted.
export const NEGATION_REACH = 3;

// An amount of money ("£3.95", "3.95 €") or a rate ("9.9% APR") is not a date: a delivery charge or
// finance says nothing of stock. Czech and Slovak space the month after the day's dot ("20. 2."); then
// the closing dot is needed.
const DATE = /(?<![$€£¥₹₩]\s?|\d)\d{1,2}(?:[./]\d{1,2}(?:[./]|\b)|\.\s\d{1,2}\.)(?!\d*\s?[$€£¥₹₩%])/;

/** Stock vocabulary that, beside a word of doubt, makes a line about stock. */
export const STOCK_VOCABULARY: readonly StockConcept[] = ['inStock', 'available', 'supply', 'stock', 'delivery'];
/** Words of doubt: a line holding one beside stock vocabulary speaks of stock, even when no rule reads it. */
export const DOUBT: readonly StockConcept[] = ['negation', 'negationAfter', 'absence', 'unknown', 'when', 'expected', 'longer', 'back'];

/** A line's terms and its folded text, with the questions every reader asks of them. */
/** Whether a day and a month as digits have a month among them: "24/48 h" is a delivery time in hours, no date. */
function namesMonth(date: string): boolean {
  const [first, second] = date.match(/\d+/g)!.map(Number);
  return Math.min(first!, second ?? 0) <= 12;
}

export class Line {
  // Every concept of every term, gathered at the first question: the grammar asks a line dozens of them.
  #present: Set<StockConcept> | undefined;

  constructor(
    readonly terms: readonly Term[],
    readonly text: string,
  ) {}

  has(concept: StockConcept): boolean {
    return this.present().has(concept);
  }

  hasAny(concepts: readonly StockConcept[]): boolean {
    const present = this.present();
    return concepts.some((concept) => present.has(concept));
  }

  private present(): Set<StockConcept> {
    if (this.#present === undefined) {
      this.#present = new Set();
      for (const term of this.terms) for (const concept of term.concepts) this.#present.add(concept);
    }
    return this.#present;
  }

  /** Terms that mean something besides filler. */
  get meaningful(): number {
    return this.terms.filter((term) => term.number !== null || (term.concepts.size > 0 && !term.concepts.has('filler')) || term.concepts.size === 0).length;
  }

  /** A term with `concept` among the few words before term `at`, with no number between; `uncounted` words do not count. */
  before(at: number, concepts: readonly StockConcept[], reach = NEGATION_REACH, uncounted: readonly StockConcept[] = ['filler']): boolean {
    let counted = 0;
    for (let i = at - 1; i >= 0 && counted < reach; i--) {
      const term = this.terms[i]!;
      if (concepts.some((concept) => term.concepts.has(concept))) return true;
      if (term.number !== null) return false;
      if (!uncounted.some((concept) => term.concepts.has(concept))) counted++;
    }
    return false;
  }

  after(at: number, concept: StockConcept, reach = 2): boolean {
    return this.terms.slice(at + 1, at + 1 + reach).some((term) => term.concepts.has(concept));
  }

  /** Index of the first term with `concept` at or after `from`, -1 when none. */
  find(concept: StockConcept, from = 0): number {
    for (let i = from; i < this.terms.length; i++) if (this.terms[i]!.concepts.has(concept)) return i;
    return -1;
  }

  /** A date in digits ("12.03.", "20. 2.") or a day beside a month's name ("4–6 dicembre", "Dec 4", "le 8 février"). */
  hasDate(): boolean {
    const date = DATE.exec(this.text);
    if (date !== null && namesMonth(date[0])) return true;
    return this.terms.some((_, at) => this.isMonth(at) && this.terms.slice(Math.max(0, at - 2), at + 3).some((near) => near.number !== null && near.number >= 1 && near.number <= 31));
  }

  /**
   * Whether term `at` names a month. A word that is "from" in one language and a month in another
   * (French "dès", folded "des"; Norwegian "des." for December) is a month only after its day
   * ("12. des."): before a number it says what something starts from ("enlèvement dès 14 h").
   */
  isMonth(at: number): boolean {
    const concepts = this.terms[at]!.concepts;
    return concepts.has('month') && (!concepts.has('from') || this.terms[at - 1]?.number != null);
  }

  /** A calendar week by its number ("KW 12", "week 8", "semaine 6"); "1 week" is a span, the number after is a week. */
  hasWeekNumber(): boolean {
    return this.terms.some((term, at) => term.concepts.has('calendarWeek') && (this.terms[at + 1]?.number ?? 0) >= 1 && (this.terms[at + 1]?.number ?? 0) <= 53);
  }

  /**
   * A month right after "from" ("ab März", "ab Mitte Februar", "a partir de enero"), fillers and a
   * part of a month between; "0% APR available on orders" names no month it is available from.
   */
  hasMonthFrom(): boolean {
    return this.terms.some((_, at) => this.isMonth(at) && this.before(at, ['from'], 2));
  }

  /** A month named without a day ("ab Mitte Februar", "a mediados de enero"): a time to come, not a delivery date. */
  hasMonthOnly(): boolean {
    return this.terms.some((_, at) => this.isMonth(at)) && !this.hasDate();
  }

  /** "in stock", "auf Lager", "op voorraad": a preposition of presence right before a stock noun. */
  presenceOfStock(): number {
    for (let i = 0; i + 1 < this.terms.length; i++) {
      if (this.terms[i]!.concepts.has('presence') && this.terms[i + 1]!.concepts.has('stock')) return i;
    }
    return -1;
  }
}

/** Nothing but fillers, times and "more" after term `at`. */
export function endsAfter(line: Line, at: number): boolean {
  return line.terms.slice(at + 1).every((term) => isPadding(term, ['filler', 'timely', 'longer']));
}

/** True when the term carries one of the concepts. */
export function termHasAny(term: Term, concepts: readonly StockConcept[]): boolean {
  return concepts.some((concept) => term.concepts.has(concept));
}

export function isPadding(term: Term, concepts: readonly StockConcept[]): boolean {
  return term.number === null && term.concepts.size > 0 && [...term.concepts].every((concept) => concepts.includes(concept));
}

/**
 * Padding, a filler of one language also counted when another table holds the word as "from": fr
 * "on" (we) and fi "on" (is) are English "on" ("available on 3/4") too ("On n'en a plus", "Kaikki on myyty").
 */
export function isFillerPadding(term: Term, concepts: readonly StockConcept[]): boolean {
  return isPadding(term, concepts) || (term.concepts.has('filler') && term.number === null && [...term.concepts].every((concept) => concept === 'from' || concepts.includes(concept)));
}
