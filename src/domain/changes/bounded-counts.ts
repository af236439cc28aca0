/**
 * A count a page caps: a maximum stated with its word ("Max. 12 Teilnehmer pro Kurs", "maximum 4
 * guests", "Máximo 2 unidades") or a count per buyer ("Limit of 2 per customer", "2 Stück pro
 * Kunde", "Maksymalnie 2 sztuki na klienta"). A reader plans by it like a plan's limit
 * (count-facts.ts), whatever the noun. "Up to" stays out (a battery's "up to 24 hours"), and so do
 * maxima of time and temperature (a wait's "max. 25 Minuten", "max. 40 °C" of a wash).
 */
const MAX_WORDS = String.raw`max\.?|maximum|maximal|maximale[nr]?|höchstens|maximaal|maksymalnie|maks\.?|máximo|massimo|enintään|maximálně|legfeljebb|limit of|limited to|begrenzt auf|limité à|limitado a|limitato a|beperkt tot|ograniczon[ya] do`;
const BUYER = String.raw`customers?|orders?|households?|kunden?|bestellung|haushalt|clients?|commandes?|foyer|cliente|pedido|ordine|klant|bestelling|huishouden|klienta|zamówienie|kund|beställning|kunde|ordre|asiakas|tilaus|zákazníka|objednávku|müşteri|vásárló|client`;
const TIME_OR_HEAT = String.raw`(?:min\.?|minuten|minutes?|minutos|minuti|std\.?|stunden|hours?|h|sek\.?|sekunden|seconds?|°)`;
const BOUNDED = new RegExp(
  String.raw`(?<![\p{L}])(?:${MAX_WORDS})\s?:?\s?\d+(?![\d.,:])(?!\s?${TIME_OR_HEAT}(?![\p{L}]))(?:\s[\p{L}.]+){0,2}|(?<![\p{L}\p{N}$€£¥.,])\d+(?:\s[\p{L}.]+){0,2}\s(?:per|pro|je|par|por|na|pr\.|per la|para)\s(?:${BUYER})(?![\p{L}])`,
  'giu',
);

/** Calls `add` with every capped count in `text`. */
export function forEachBoundedCount(text: string, add: (count: string) => void): void {
  if (!/\d/.test(text)) return;
  for (const match of text.matchAll(BOUNDED)) add(match[0]);
}
