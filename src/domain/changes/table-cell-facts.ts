/**
 * Facts a table states one cell per line (issue 22): a bare number under a header naming a limit,
 * a short state under a header naming a status, an availability or stock. Split from
 * count-facts.ts, whose units of limits and periods the headers use.
 */
import { LIMIT_UNITS, PERIOD_UNITS } from './count-facts.js';

// A table reaches the text one cell per line under its header cells: a bare number alone on its
// line ("60", "200,000") under a header that names what is limited ("Requests per minute", "Max.
// Nutzer", "Quota") is that limit. Header lines hold no digits; the reach covers a few rows.
// A header that counts something per period, in the page's language ("Anfragen pro Minute",
// "Requêtes par seconde", "Solicitudes por hora"), heads a column of quotas.
const PER_PERIOD = String.raw`(?:per|pro|je|par|por|al|na|i|w)\s(?:second|sekunde|seconde|segundo|secondo|sekund|${PERIOD_UNITS})`;
const BARE_NUMBER_LINE = /^\s*\d[\d,.' ]*\s*$/;
const LIMIT_HEADER = new RegExp(
  String.raw`(?<![\p{L}])(?:${LIMIT_UNITS}|limits?|quotas?|maximum|max|${PER_PERIOD}|tokens|limite?|kontingent|höchst\p{L}*|cuota|quota)(?![\p{L}])`,
  'iu',
);
const HEADER_REACH = 400;

// A table's column of states: short cells without digits ("offen" → "geschlossen", "Open" →
// "Full") under a header cell naming a status or an availability say what each row is now, as a
// labelled state does on one line. A header naming stock heads such a column too: a variant table's
// "Stock" / "Lager" / "在庫" column, whose cell of one colour or size going from "In stock" to "Sold
// out" is that variant's news while the page's own stock state stays.
const STATE_HEADER = new RegExp(
  String.raw`^\s*(?:status|state|estado|stato|statut|état|zustand|staat|situação|situación|stan|tila|stav|durum|állapot|stare|κατάσταση|availability|verfügbarkeit|disponibilité|disponibilidad|disponibilità|beschikbaarheid|disponibilidade|dostępność|tillgänglighet|tilgængelighed|tilgjengelighet|saatavuus|dostupnost|stock|stock status|lager|lagerbestand|lagerstatus|vorrat|en stock|existencias|magazzino|giacenza|voorraad|estoque|stan magazynowy|lagersaldo|varasto|varastossa|sklad|skladem|stok|készlet|stoc|απόθεμα|在庫|在庫状況|库存|庫存|재고)\s*$`,
  'iu',
);
const STATE_CELL = /^[^\d\n]{1,40}$/;

/** True when every line that differs goes from one cell of the given shape to another (lines kept in place). */
function onlyCellsChanged(before: string, after: string, cell: RegExp): boolean {
  const beforeLines = before.split('\n');
  const afterLines = after.split('\n');
  if (beforeLines.length !== afterLines.length) return false;
  let changed = false;
  for (let i = 0; i < beforeLines.length; i++) {
    if (beforeLines[i] === afterLines[i]) continue;
    if (!cell.test(beforeLines[i]!) || !cell.test(afterLines[i]!)) return false;
    changed = true;
  }
  return changed;
}

/**
 * The lines both sides open with, up to the first that differs: the context of a change may take in
 * the header cell right above it ("Stato" over "Disponibile" → "In trattativa"), which heads its column
 * as a header further up does.
 */
function sameLead(before: string, after: string): string {
  let end = 0;
  for (let i = 0; i < before.length && before.charCodeAt(i) === after.charCodeAt(i); i++) if (before.charCodeAt(i) === 10) end = i + 1;
  return before.slice(0, end);
}

/**
 * True when the lines that differ are table cells under a header line in `above` that gives them
 * their meaning: bare numbers under a header naming a limit, or short states under a status header.
 */
export function isTableCellFactChange(before: string, after: string, above: string): boolean {
  const headers = `${above}${sameLead(before, after)}`.slice(-HEADER_REACH).split('\n').filter((line) => !/\d/.test(line));
  if (onlyCellsChanged(before, after, BARE_NUMBER_LINE) && headers.some((line) => LIMIT_HEADER.test(line))) return true;
  return onlyCellsChanged(before, after, STATE_CELL) && headers.some((line) => STATE_HEADER.test(line));
}
