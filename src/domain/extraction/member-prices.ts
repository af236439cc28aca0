/**
 * Prices for members, cardholders or a loyalty club, named before or after the amount: each asks the
 * buyer to join, sign in or hold a card first, so the price everyone pays is the page's (pick-price.ts).
 */
// A shop's own customer or loyalty card, whose holders pay a price of their own ("Com Cartão Cliente",
// "mit Kundenkarte", "prix carte fidélité", "cardholders"): a bank's card or a card payment is no such card.
const CARDHOLDER_WORDS = String.raw`cart[aã]o\s(?:de\s)?cliente|tarjeta\s(?:de\s)?(?:cliente|socio)|kundenkarte|klantenkaart|kundkort|kundekort|carte\s(?:de\s)?(?:client|fid[ée]lit[ée])|carta\s(?:fedelt[àa]|cliente)|cardholders?|card\smembers?`;
// A price for members, cardholders or a loyalty club ("Member price", "Medlemspris", "Prix membre
// Club …", "会員価格"): it asks to join or sign in first, so the price everyone pays is the page's.
// The label may name the club, so it reaches further back than the other labels.
const MEMBER_WORDS = String.raw`members?|member's|medlems?(?:pris)?|medlemm(?:ar|er)|mitglieder(?:preis)?|mitgliedspreis|membres?|adh[ée]rents?|fid[ée]lit[ée]|socios?|soci|membros|miembros|membri|leden(?:prijs)?|j[aä]sen(?:hinta|ille)?|cz[lł]onk[oó]w|[cč]len[uůy]|s[oó]cios?|clubcard|loyalty|${CARDHOLDER_WORDS}`;
// Chinese, Japanese and Korean write such labels without spaces, and name a price after a coupon or
// a card discount the same way ("会员价", "會員價", "회원가", "券后价", "券後價", "카드 할인가", "쿠폰할인가"):
// it too asks for something first.
const CONDITIONAL_CJK = String.raw`会員|会员|會員|회원|券后|券後|(?:카드|쿠폰)\s?할인`;

// The same label written after the amount ("£3.25 Clubcard Price", "169 kr medlemspris", "8,99 € für
// Mitglieder", "2,970円 会員価格"): a word for members, after "for" and an article, that names a price
// itself, is followed by one, or ends the words there. "£45.00 Members earn double points" goes on
// about something else, and the amount is the page's.
const MEMBER_PRICE_NOUN = String.raw`price|pris|preis|prix|precio|prezzo|prijs|cena|hinta|pre[çc]o`;
// A club's price, named with the word for price either side ("Club price", "Klubbpris", "Prezzo Club",
// "Prix club"), or the price "with" a club the shop names ("Cena z Rossmann Club", "Preis mit dem
// Club"): "club" alone is too often part of a product's name ("Club Chair") to count.
const WITH = String.raw`with|mit|z|ze|avec|con|com|med|met|ile`;
const CLUB_PRICE = String.raw`(?:club|klubb?)[\s-]?(?:${MEMBER_PRICE_NOUN})|(?:${MEMBER_PRICE_NOUN})\s(?:(?:${WITH})\s(?:\p{L}+\s){0,2})?(?:club|klubb?)`;
const MEMBER_LABEL = new RegExp(String.raw`(?:(?<!\p{L})(?:${MEMBER_WORDS}|${CLUB_PRICE})(?!\p{L})|${CONDITIONAL_CJK})[^\d]{0,24}$`, 'iu');
const MEMBER_SUFFIX = new RegExp(
  String.raw`^\s*(?:(?:for|f[üu]r|pour|para|per|voor|f[öo]r|dla|pro|til)\s(?:(?:the|die|les|os|as|los|las|i|de|la|le|our|unsere|nos|nossos)\s)?)?(?:(?:${MEMBER_WORDS})(?:\s(?:${MEMBER_PRICE_NOUN})(?!\p{L})|(?<=pris|preis|prijs|hinta)(?!\p{L})|\s*(?:$|[^\s\p{L}]))|会員)`,
  'iu',
);

// A price named by a name of its own, either side of the word for price ("Prezzo Fidaty", "Nectar
// Price", "Preis PlusCard"): the name is a loyalty programme's when the page names a card or club by
// it ("Carta Fidaty", "your Nectar card", "PlusCard-Karte" aside). Capitals tell the name, so the
// word for price is matched with or without its own capital.
const PRICE_NOUN_CASED = MEMBER_PRICE_NOUN.split('|').map((word) => `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1)}`).join('|');
const NAMED_PRICE = new RegExp(
  String.raw`(?:(?<!\p{L})(?:${PRICE_NOUN_CASED})\s(\p{Lu}[\p{L}\d]{2,20})|(?<!\p{L})(\p{Lu}[\p{L}\d]{2,20})\s(?:${PRICE_NOUN_CASED}))(?!\p{L})[^\d\p{L}]{0,4}$`,
  'u',
);
// The nouns a shop gives its card or club, before or after the programme's name.
const PROGRAMME_NOUN = String.raw`card|karte|kort|kaart|carta|carte|tarjeta|cart[aã]o|karta|karty|kartu|club|klub|klubb`;
const programmes = new WeakMap<readonly string[], Map<string, boolean>>();

/** Whether the lines name a card or club by the name ("Carta Fidaty", "Nectar card", "PlusCard"), asked once per page and name. */
function namesProgramme(name: string, lines: readonly string[]): boolean {
  let known = programmes.get(lines);
  if (known === undefined) programmes.set(lines, (known = new Map()));
  let named = known.get(name);
  if (named === undefined) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const card = new RegExp(String.raw`(?<!\p{L})(?:(?:${PROGRAMME_NOUN})\s${escaped}(?!\p{L})|${escaped}[\s-]?(?:${PROGRAMME_NOUN}))`, 'iu');
    named = lines.some((line) => line.includes(name) && card.test(line));
    known.set(name, named);
  }
  return named;
}

/** Whether the words before an amount name it a member's, cardholder's or club's price ("Prix membre 24,90 €"). */
export function namesMemberPrice(before: string): boolean {
  return MEMBER_LABEL.test(before);
}

/**
 * Whether the words before an amount, as the markup wrote them (a name's inner capital kept:
 * "PlusCard"), name the price of a programme the page names a card or club by (NAMED_PRICE).
 */
export function namesProgrammePrice(before: string, lines: readonly string[]): boolean {
  const named = NAMED_PRICE.exec(before);
  return named !== null && namesProgramme((named[1] ?? named[2])!, lines);
}

/** Whether the words after an amount name it so ("£3.25 Clubcard Price", "169 kr medlemspris"). */
export function namesMemberPriceAfter(after: string): boolean {
  return MEMBER_SUFFIX.test(after);
}
