import { describe, expect, it } from 'vitest';
import type { Observation } from '../../../../src/domain/observation.js';
import type { PickedValue, ValuePickInput, ValuePicker } from '../../../../src/adapters/llm/value-picker.js';
import { refineObservation, refinesWithPrompt } from '../../../../src/jobs/checks/refine-observation.js';

const observation: Observation = { title: 'Kettle 2-pack', price: 49, currency: 'EUR', availability: null, source: 'heuristic', text: 'Kettle 49 EUR, 2-pack 89 EUR' };

/** The LLM port answering with a fixed pick; the real client is tested against a local stand-in in test/unit/adapters/llm. */
function pickerAnswering(pick: PickedValue | null): ValuePicker & { asked: ValuePickInput[] } {
  const asked: ValuePickInput[] = [];
  return {
    asked,
    async pickValue(input) {
      asked.push(input);
      return pick;
    },
  };
}

describe('refinesWithPrompt', () => {
  it('only with a configured model and a prompt on the monitor', () => {
    const picker = pickerAnswering(null);
    expect(refinesWithPrompt(picker, { extraction_prompt: 'the 2-pack' })).toBe(true);
    expect(refinesWithPrompt(picker, { extraction_prompt: null })).toBe(false);
    expect(refinesWithPrompt(picker, { extraction_prompt: '' })).toBe(false);
    expect(refinesWithPrompt(null, { extraction_prompt: 'the 2-pack' })).toBe(false);
  });
});

describe('refineObservation', () => {
  it("asks the model with the prompt, the page text and extraction's reading, and takes its pick", async () => {
    const picker = pickerAnswering({ price: 89, currency: 'EUR', availability: 'in_stock' });
    const refined = await refineObservation(picker, { extraction_prompt: 'the price of the 2-pack' }, observation);
    expect(picker.asked).toEqual([{ prompt: 'the price of the 2-pack', pageText: observation.text, title: observation.title, candidate: observation }]);
    expect(refined).toEqual({ ...observation, price: 89, availability: 'in_stock' });
  });

  it('keeps what extraction read when the model finds nothing, and asks nothing without a prompt', async () => {
    expect(await refineObservation(pickerAnswering(null), { extraction_prompt: 'the 2-pack' }, observation)).toBe(observation);
    const idle = pickerAnswering({ price: 1, currency: 'EUR', availability: null });
    expect(await refineObservation(idle, { extraction_prompt: null }, observation)).toBe(observation);
    expect(idle.asked).toEqual([]);
  });
});
