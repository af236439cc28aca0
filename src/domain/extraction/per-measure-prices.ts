/**
 * DIY and flooring shops print the price per m² or sq. ft. larger than the price of the pack, box or
 * case they sell ("€ 18,95 /m²" over "€ 42,07 per pak (2,22 m²)"): where the page prices a pack, an
 * amount per a measure is another amount. Goods sold by the m² alone keep theirs as the price.
 */

// A measure after a slash: mass, volume, length and area ("/m²", "/ sq. ft.", "/ft²").
const PER_MEASURE = /^\s*\/\s*(?:(?:kg|lb|g|l|ml|m2)\b|m²|ft²|sq\.?\s?(?:ft|m|yd)\b)/i;
// A price of a pack: "per pak", "/case", "le paquet", "pro Paket", "la caja", "a box".
const PACK_PRICE = /(?:\/|\bper|\bpro|\bje|\ble|\bla|\bel|\bpor|\bthe|\ba)\s?(?:pak|pakket|pack|package|case|box|carton|doos|paket|packung|paquet|caja|paquete|confezione|scatola|opakowanie|paczka|f[öo]rpackning|pakke)\b/i;

/** Whether the text right after an amount says it is per a measure ("/m²", "/ sq. ft."). */
export function saysPerMeasure(after: string): boolean {
  return PER_MEASURE.test(after);
}

/** Whether a price's text names a pack it is the price of ("€ 42,07 per pak", "$37.23 /case"). */
export function namesPackPrice(text: string): boolean {
  return PACK_PRICE.test(text);
}
