// Nouns that count what a product's rating rests on, in the languages of the stock tables:
// "4" then "21 reviews", "★ 4,5 (38 Bewertungen)". Stems, so plurals and cases match.
const COUNTED_NOUNS =
  '(?:reviews?|ratings?|votes?|stars?|bewertung|rezension|sterne|avis|[ée]valuations?|notes|[ée]toiles|rese[ñn]as|opini|valoraci|estrellas|recension|valutazion|stelle|beoordeling|recensies|sterren|avalia[çc]|estrelas|omd[öo]men|betyg|stj[äa]rn|anmeldelse|vurdering|stjerne|ocen|gwiazd|arvostelu|arvio|t[äa]hte|hodnocen|recenz|hv[ěe]zd|de[ğg]erlendirme|yorum)';

/** A counted noun of reviews or ratings opening the text (after spaces and a bracket). */
export const COUNTED_AFTER = new RegExp(String.raw`^\s*\(?\s*${COUNTED_NOUNS}`, 'i');

/** A count of reviews or ratings in the text: "21 reviews", "(38 Bewertungen)". */
export const REVIEW_COUNT = new RegExp(String.raw`\d\s*${COUNTED_NOUNS}`, 'i');
