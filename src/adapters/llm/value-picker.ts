// The port checks ask for a prompted value through; infrastructure.ts chooses the implementation.

import type { Availability, Observation } from '../../domain/observation.js';

export interface ValuePickInput {
  /** The monitor's extractionPrompt, e.g. "the price of the 2-pack". */
  prompt: string;
  /** Cleaned visible page text; only the first MAX_PAGE_TEXT_CHARS are sent. */
  pageText: string;
  title: string | null;
  /** What the heuristic extraction found, offered to the model as a hint. */
  candidate: Observation;
}

export interface PickedValue {
  price: number | null;
  /** ISO 4217 code, upper case. */
  currency: string | null;
  availability: Availability | null;
}

export interface ValuePicker {
  /** The value the prompt asks for, or null (failure, nonsense, nothing found): keep the heuristic observation then. */
  pickValue(input: ValuePickInput): Promise<PickedValue | null>;
}
