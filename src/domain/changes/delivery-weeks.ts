/**
 * A delivery time in weeks ("Leveranstid: 4–6 veckor", "Estimated delivery: 2–3 weeks", "Lieferbar
 * in 3–4 Wochen", "お届けまで2週間"): goods that came in days now take weeks, news for a buyer however
 * few its words. Hours and days count down with an order cut-off and are left to the delivery
 * estimate (volatile-lines.ts); weeks only on a short line that names delivery before them, so a
 * review's "shipped within 3 weeks" in its prose stays out.
 */
const MAX_LINE = 80;
// Stems, so compounds count: "Lieferzeit", "Leveranstid", "levertijd", "wysyłka", "dodání".
const DELIVERY_STEM = String.raw`(?<![\p{L}])(?:deliver|ship|dispatch|liefer|versand|livr|expédi|délai|entreg|env[ií]o|consegn|spedi|lever|bezorg|dostaw|wysył|realizacj|prazo|dodá|doruč|toimit|teslim|szállít)|納期|お届け|発送|出荷`;
const WEEKS = String.raw`\d+(?:\s?[–—-]\s?\d+)?\s?(?:(?:weeks?|wochen|woche|semaines?|semanas?|settimane|settimana|weken|week|tygodni[e]?|tydzień|veckor|vecka|uger|uge|uker|uke|viikkoa|týdnů|týdny|týden|hafta|hét|săptămâni)(?![\p{L}])|週間)`;
const DELIVERY_IN_WEEKS = new RegExp(String.raw`(?:${DELIVERY_STEM})[^\n]*?(${WEEKS})`, 'giu');

/** Calls `add` with every delivery time in weeks on a short line of `text`. */
export function forEachDeliveryInWeeks(text: string, add: (time: string) => void): void {
  for (const line of text.split('\n')) {
    if (line.length > MAX_LINE || !/\d/.test(line)) continue;
    for (const match of line.matchAll(DELIVERY_IN_WEEKS)) add(match[1]!);
  }
}
