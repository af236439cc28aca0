import { letterTree } from './letter-tree.js';

/**
 * Headings of the blocks in which a shop, a job board or a listings site shows other items than
 * the page's own, filled per visitor by a recommender: "Frequently bought together", "Kunden
 * kauften auch", "Ils ont aussi acheté", "Altri clienti hanno visto", "Vaak samen gekocht", "Quem
 * viu este produto também viu", "Porównaj z podobnymi", "Liknande jobb". Such a block is the
 * recommendation widget that classify-element.ts knows by its class words ("related", "also
 * bought", "similaires"), named here by what it says above its items when its class says nothing.
 * The words are what these headings share in each language: "also" with a verb of buying, viewing
 * or liking, "together", "similar", "related", "might interest you" or "might please you", and what a site shows a
 * visitor of what they did: "Recently viewed", "Because you looked at …", "Zuletzt angesehen",
 * "Eftersom du tittade på …", and other items of the page's kind: "Other destinations", "Autres
 * destinations", "Weitere Produkte", "Destinos populares" (a travel site's or a shop's shelf of
 * other routes or products, each with its from-price). "Recommended" alone is no such word:
 * "Recommended settings" heads a page's own text, and "Other fees" a fee table's own rows.
 */
const WORDS = [
  // en
  'also bought', 'also viewed', 'also liked', 'also like', 'also purchased', 'also searched', 'also watched', 'bought together', 'purchased together',
  'you may also', 'you might also', 'customers who', 'people who viewed', 'people who bought', 'people also', 'similar ', 'related ', 'more like this', 'recommended for you',
  'you might like', 'you may like', 'might interest you', 'may interest you', 'might be of interest',
  'recently viewed', 'because you viewed', 'because you looked at', 'because you searched', 'inspired by your browsing', 'based on your browsing',
  // de
  'auch gekauft', 'auch angesehen', 'kauften auch', 'kauften außerdem', 'sahen auch', 'interessierten sich auch', 'auch gefallen', 'zusammen gekauft', 'ähnliche', 'passend dazu', 'empfehlungen für',
  'könnten ihnen', 'könnten dir', 'könnte sie', 'könnten sie', 'könnte dich', 'könnten dich',
  'zuletzt angesehen', 'kürzlich angesehen', 'zuletzt angeschaut', 'weil du dir', 'weil sie sich', 'könnte dir', 'könnte ihnen',
  // fr
  'aussi acheté', 'aussi consulté', 'aussi aimé', 'aussi regardé', 'aussi vu', 'aimerez aussi', 'aimerez peut-être', 'pourriez aussi', 'achetés ensemble', 'similaires', 'recommandé pour vous', 'recommandés pour vous',
  'pourrait vous plaire', 'pourraient vous plaire', 'pourrait vous intéresser', 'pourraient vous intéresser', 'pourrait aussi vous', 'pourraient aussi vous',
  'consultés récemment', 'récemment consultés', 'vus récemment', 'parce que vous avez consulté', 'parce que vous avez vu', 'parce que vous avez regardé', 'vous pourriez aimer',
  // es
  'también compraron', 'también vieron', 'también te puede', 'te puede interesar', 'te podría interesar', 'le puede interesar', 'comprados juntos', 'similares', 'relacionados', 'relacionadas', 'recomendado para ti', 'recomendados para ti',
  'te pueden interesar', 'te podrían interesar', 'le pueden interesar', 'le podría interesar', 'podría interesarte', 'podrían interesarte', 'te pueden gustar',
  'vistos recientemente', 'visto recientemente', 'vistos por última vez', 'porque viste', 'porque has visto', 'porque buscaste', 'te puede gustar', 'te podría gustar',
  // it
  'hanno visto', 'hanno anche', 'hanno acquistato', 'anche acquistato', 'potrebbe interessarti', 'potrebbero interessarti', 'potrebbe piacerti', 'acquistati insieme', 'comprati insieme', 'simili', 'correlati', 'consigliati per te',
  'visti di recente', 'visti recentemente', 'visualizzati di recente', 'perché hai visto', 'perché hai cercato', 'ti potrebbe piacere', 'ti potrebbero piacere',
  // nl
  'samen gekocht', 'ook gekocht', 'ook bekeken', 'bekeken ook', 'kochten ook', 'ook interessant', 'vergelijkbare', 'gerelateerde', 'aanbevolen voor jou', 'aanbevolen voor u', 'anderen bekeken',
  'misschien leuk', 'interessant voor jou', 'interessant voor u',
  'recent bekeken', 'laatst bekeken', 'eerder bekeken', 'omdat je keek', 'omdat je zocht', 'omdat je bekeek', 'omdat u keek', 'omdat u zocht', 'omdat u bekeek', 'misschien ook leuk',
  // pt
  'também viu', 'também viram', 'também comprou', 'também compraram', 'também pode gostar', 'comprados juntos', 'semelhantes', 'recomendados para você',
  'pode interessar', 'podem interessar', 'poderá interessar', 'poderão interessar',
  'vistos recentemente', 'visto recentemente', 'porque viu', 'porque você viu', 'porque pesquisou', 'pode gostar', 'poderá gostar',
  // pl
  'kupili również', 'kupili też', 'oglądali również', 'oglądali też', 'podobn', 'kupowane razem', 'może cię zainteresować', 'mogą cię zainteresować', 'polecane dla ciebie',
  'ostatnio oglądane', 'ostatnio przeglądane', 'ponieważ oglądałeś', 'ponieważ oglądałaś', 'bo oglądałeś', 'może ci się spodobać',
  // sv, da, no
  'köpte också', 'köpte även', 'också köpt', 'även köpt', 'tittade också', 'tittade även', 'också tittat', 'även tittat', 'liknande', 'köps ofta tillsammans', 'köpta tillsammans', 'du kanske också', 'rekommenderat för dig',
  'kan intressera dig', 'kan intressera er',
  'senast visade', 'nyligen visade', 'senast tittade', 'eftersom du tittade', 'eftersom du sökte', 'eftersom du köpte', 'eftersom du har tittat', 'du kanske gillar',
  'købte også', 'kjøpte også', 'også købt', 'også kjøpt', 'så også', 'også set på', 'også sett på', 'lignende', 'købt sammen', 'kjøpt sammen', 'du vil måske også', 'du vil kanskje også', 'anbefalet til dig', 'anbefalt for deg',
  'senest sete', 'senest viste', 'sidst sete', 'sist sett', 'nylig sett', 'fordi du så', 'fordi du kiggede', 'fordi du søgte', 'fordi du søkte', 'fordi du har set', 'fordi du har sett',
  // fi
  'ostivat myös', 'katsoivat myös', 'samankaltai', 'saatat pitää', 'ostetaan usein yhdessä', 'suositeltu sinulle',
  'viimeksi katsotut', 'äskettäin katsotut', 'koska katsoit', 'koska etsit',
  // cs, sk
  'také koupili', 'také zakoupili', 'také prohlíželi', 'podobné', 'mohlo by vás zajímat', 'mohlo by vás zaujímať', 'kupováno společně', 'kupované spolu',
  'naposledy prohlížené', 'nedávno prohlížené', 'naposledy prezerané', 'protože jste si prohlíželi', 'protože jste hledali', 'mohlo by se vám líbit',
  // tr, hu, ro, el
  'bunu alanlar', 'birlikte alınan', 'benzer ', 'ilginizi çekebilir', 'hasonló', 'ezt is megvették', 'ezeket is megnézték', 'ez is érdekelheti', 'együtt vásárolt',
  'son görüntülenen', 'son baktığınız', 'legutóbb megtekintett', 'mert megnézted',
  'similare', 'au cumpărat și', 'au mai cumpărat', 's-ar putea să-ți placă', 'cumpărate împreună', 'παρόμοια', 'αγόρασαν επίσης', 'είδαν επίσης', 'αγοράζονται μαζί',
  'vizualizate recent', 'pentru că ai văzut', 'είδατε πρόσφατα', 'επειδή είδατε',
  // other items of the page's kind: destinations, routes, products
  'other destinations', 'more destinations', 'popular destinations', 'other routes', 'other products', 'more products',
  'andere reiseziele', 'weitere reiseziele', 'beliebte reiseziele', 'weitere produkte', 'andere produkte',
  'autres destinations', 'destinations populaires', 'autres produits', 'otros destinos', 'destinos populares', 'otros productos',
  'altre destinazioni', 'destinazioni popolari', 'altri prodotti', 'andere bestemmingen', 'populaire bestemmingen', 'andere producten',
  'inne kierunki', 'popularne kierunki', 'inne produkty', 'outros destinos', 'outros produtos', 'andra resmål', 'andre destinasjoner',
  'další destinace', 'oblíbené destinace', 'další produkty', 'alte destinații', 'alte produse',
];

// Japanese, Chinese and Korean, written without spaces: the words stand inside a heading, after a
// demonstrative or a particle ("この商品を見た後に買っているのは？", "看了又看"), so no word start is asked for.
const UNSPACED_WORDS = [
  // ja
  'この商品を見た', 'この商品を買った', 'この商品をチェックした', '一緒に購入', '一緒に買', '関連商品', '類似商品', 'チェックした商品', '閲覧履歴', 'おすすめ商品',
  // zh
  '相关商品', '相關商品', '类似商品', '看了又看', '猜你喜欢', '猜你喜歡', '最近浏览', '最近瀏覽', '一起购买', '一起購買',
  // ko
  '관련 상품', '비슷한 상품', '함께 구매', '함께 본', '최근 본 상품',
];

const HEADING = new RegExp(`(?<![\\p{L}])(?:${letterTree(WORDS)})|${letterTree(UNSPACED_WORDS)}`, 'iu');
// A heading is a few words: a sentence that mentions similar items is the page's own text.
const HEADING_MAX_CHARS = 60;

/** True when a heading's text names a block of other items the site recommends. */
export function isRecommendationHeading(line: string): boolean {
  return line.length <= HEADING_MAX_CHARS && !/\d/.test(line) && HEADING.test(line);
}
