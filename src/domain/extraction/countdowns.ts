import { letterTree, literalStarts } from './letter-tree.js';

/**
 * Countdowns in the languages of our stock tables and beyond: an auction, a sale or a booking
 * window ending in so much time ("Endet in 2 Tagen 4 Std.", "Končí za 2 dny 4 hodiny", "Kończy się
 * za 3 dni"), or so much time left ("noch 2 Tage", "zbývá 5 h", "2 gün 4 saat kaldı", "残り 2日",
 * "剩余 3天", "終了まであと2日"). The time ticks with every visit; the date the thing ends on is written otherwise and
 * stays. Only time units count: "noch 2 Stück" is stock. Works on one whitespace-normalised line.
 */

const UNIT = String.raw`(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|weeks?|[smhdw]|sek(?:\.|unden?|und(?:er|y|ami)?)?|min(?:\.|uten?|utes|utos|uti|uter|utter|ut[ya]?|uuttia|ut(?:ou|ami))?|std\.?|stunden?|tag(?:e|en)?|wochen?|secondes?|heures?|jours?|j|semaines?|segundos?|horas?|d[ií]as?|semanas?|secondi|or[ae]|giorn[oi]|settiman[ae]|seconden|uur|u|dagen|dag|weken|sekund(?:e|y)?|godz(?:\.|in[ya]?|inę)?|dni|dzień|tygodni[ea]?|timm(?:e|ar)|dagar|veck(?:a|or)|timer|time|t\.?|dage|døgn|uger|uker|sekuntia|minuuttia|tuntia|päivää|viikkoa|sekunnin|minuutin|tunnin|päivän|viikon|hodin(?:y|a)?|hod\.?|dn[yí]|den|týdn[yů]|saniye|sn|dakika|dk|saat|sa|gün|hafta|másodperc|perc|óra|nap|hét|secunde|minute|or[eă]|zile|zi|săptămâni|δευτερόλεπτα|λεπτά|ώρες|ώρα|ημέρες|μέρες|ημέρα)`;
const DUR = String.raw`\d+ ?${UNIT}(?:,? (?:(?:und|et|y|e|en|och|og|ja|a|és|și|και|and) )?\d+ ?${UNIT})*(?![\p{L}])`;
const CJK_DUR = String.raw`\d+ ?(?:日|時間|分|秒|天|小时|小時|分钟|分鐘|일|시간|분)(?: ?\d+ ?(?:時間|分|秒|小时|小時|分钟|分鐘|시간|분))*`;

// "Ends in", per language, with its preposition.
const END_WORDS = String.raw`(?:ends?|ending|closes?|endet|schließt|termine|se termine|finit|termina|finaliza|acaba|scade|eindigt|sluit|kończy się|zakończy się|slutar|stänger|slutter|lukker|slutt(?:er)?|päättyy|sulkeutuu|končí|skončí|končí sa|bitiyor|bitecek|kapanıyor|lejár|véget ér|zárul|se încheie|expiră|λήγει|κλείνει)`;
const ENDS = String.raw`${END_WORDS}(?: (?:in|dans|en|tra|fra|entre|over|em|za|om|om ca\.|σε|în|után)| ?:)`;
// "Left", before or after the time.
const LEFT_BEFORE = String.raw`(?:noch|encore|il reste|restan|quedan|queda|rimangono|mancano|manca|faltam|falta|restam|nog|pozostało|zostało|kvar|tilbage|igjen|jäljellä|zbývá|zbývají|zostáva|kalan|még|mai sunt|au mai rămas|απομένουν|απομένει|remaining|left)`;
const LEFT_AFTER = String.raw`(?:left|remaining|to go|übrig|restantes?|rimanenti|restant(?:e?s)?|over|kvar|tilbage|igjen|jäljellä|zbývá|kaldı|van hátra|hátra|rămase|rămas|απομένουν)`;

const COUNTDOWN = new RegExp(
  String.raw`(?<![\p{L}])(?:${ENDS} ?${DUR}|${END_WORDS} ${DUR} (?:múlva|kuluttua|sonra)|${LEFT_BEFORE}:? ${DUR})|(?<![\p{L}\p{N}])${DUR} ${LEFT_AFTER}(?![\p{L}])|(?:残り|剩余|还剩|還剩|남은 시간|종료까지|終了まで|结束还有)(?: ?あと)?[:：]? ?${CJK_DUR}|${CJK_DUR} ?(?:後に終了|后结束|남음)`,
  'giu',
);

// The words a countdown needs, without the Unicode-aware edges: a test that most lines fail at a
// fraction of the cost of the pattern above.
// Each word is tried only where no Latin letter stands before it, which most places of a line fail at once.
const CUE = new RegExp(`(?:^|[^a-z])${letterTree([END_WORDS, LEFT_BEFORE, LEFT_AFTER].flatMap(literalStarts))}|残り|剩余|还剩|還剩|남은 시간|종료까지|終了まで|结束还有|後に終了|后结束|남음`, 'i');

/** The line without its countdowns. */
export function stripCountdowns(line: string): string {
  return CUE.test(line) ? line.replace(COUNTDOWN, ' ') : line;
}
