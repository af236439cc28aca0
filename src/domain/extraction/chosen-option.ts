import type { StockReading } from './stock-wording/read-stock-wording.js';

/**
 * A row of variants that marks one as the visitor's choice ("Schwarz (ausgewählt)", "Black
 * (selected)", "Bleu (sélectionné)") states that variant's stock on its own line or the next: that
 * state is the product's as the page shows it. Beside a working purchase button, sold-out wording
 * is otherwise read as another variant's (read-buy-box.ts); the shop's own mark says whose it is.
 */
const CHOSEN = /\((?:selected|chosen|current|your choice|ausgewählt|gewählt|ihre auswahl|sélectionnée?|choisie?|seleccionad[oa]|elegid[oa]|selezionat[oa]|scelt[oa]|geselecteerd|gekozen|wybran[ya]|zaznaczon[ya]|selecionad[oa]|escolhid[oa]|vald|valt|valgt|valittu|vybran[ýáé]|zvolen[ýáé]|seçili|seçildi|kiválasztva|kiválasztott|selectat[ăa]?|επιλεγμέν[οηα]|選択中|選択済み|선택됨)\)/iu;

/** Whether a line of the buy box marked as the chosen variant reads sold out, on that line or the next. */
export function chosenOptionSoldOut(texts: readonly string[], readings: readonly StockReading[]): boolean {
  for (let i = 0; i < texts.length; i++) {
    // The cheap literal first: a mark stands in brackets.
    if (!texts[i]!.includes('(') || !CHOSEN.test(texts[i]!)) continue;
    if (readings[i] === 'out_of_stock' || (readings[i] === null && readings[i + 1] === 'out_of_stock')) return true;
  }
  return false;
}
