import { emptyPlan, isPageUrl, nameOfUrl, type PlanReading } from './import-plan.js';

/** One URL a line; blank lines and lines starting with `#` are skipped. */
export function readUrlList(content: string): PlanReading {
  const plan = emptyPlan();
  content.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const item = `line ${index + 1}`;
    if (!isPageUrl(line)) plan.refused.push({ item, reason: `${String(line).slice(0, 80)} is not an http(s) URL` });
    else plan.monitors.push({ item, sourceId: null, draft: { mode: 'url', name: nameOfUrl(line), url: line }, paused: false, notes: [] });
  });
  return { ok: true, plan };
}
