import type { Observation } from '../../domain/observation.js';
import type { ValuePicker } from '../../adapters/llm/value-picker.js';
import type { MonitorToCheck } from '../../storage/repositories/checks.js';

/** Set when an LLM is configured and the monitor has an extraction prompt: the model refines what extraction read. */
export function refinesWithPrompt(valuePicker: ValuePicker | null, monitor: Pick<MonitorToCheck, 'extraction_prompt'>): boolean {
  return valuePicker !== null && Boolean(monitor.extraction_prompt);
}

/** The model's pick replaces the heuristics' only where it found something; otherwise they stand. */
export async function refineObservation(valuePicker: ValuePicker | null, monitor: Pick<MonitorToCheck, 'extraction_prompt'>, observation: Observation): Promise<Observation> {
  if (!valuePicker || !monitor.extraction_prompt) return observation;
  const picked = await valuePicker.pickValue({ prompt: monitor.extraction_prompt, pageText: observation.text, title: observation.title, candidate: observation });
  return picked ? { ...observation, ...picked } : observation;
}
