/**
 * How shops word stock, one table per language. Phrases are lower-case regular-expression
 * sources; a space matches any run of spaces and hyphens ("sold out", "sold-out"). Phrases of
 * languages written without spaces (ja, zh, ko) match anywhere, others as whole words.
 */
export interface StockWording {
  /** Cannot be bought now, including "notify me when available" and "awaiting stock". */
  outOfStock: readonly string[];
  discontinued: readonly string[];
  /** Pre-order and "coming soon". */
  preorder: readonly string[];
  /** Can be ordered now and ships later. */
  backorder: readonly string[];
  /** A few left. */
  limited: readonly string[];
  /** In stock, unless a negation stands before it ("not in stock", "nicht auf Lager"). */
  inStock: readonly string[];
  /**
   * Words that say nothing on their own ("available in 3 colours") but are out of stock when
   * negated ("not currently available", "nicht verfügbar"), and in stock alone on their line.
   */
  status: readonly string[];
  /** Negations before a phrase, at most three words ahead of it; whole words, apostrophes left out ("isnt"). */
  negations: readonly string[];
  /** Negations right after it (tr "stokta yok", ja "在庫なし"). */
  negationsAfter?: readonly string[];
  /** Labels of a purchase button. */
  buy: readonly string[];
}

export const STOCK_WORDING: Readonly<Record<string, StockWording>> = {
  en: {
    outOfStock: [
      'out of stock', 'sold out', 'currently unavailable', 'temporarily unavailable', 'unavailable', 'awaiting stock',
      'no stock', 'out of print', 'no tickets', 'currently have any tickets', 'not accepting orders', 'no products found',
      "(?:notify|email|e-mail|mail|tell|alert|text) me when", 'notify when available', 'get notified when',
      'as soon as (?:stock|it|this|the item|the product) is available', 'when (?:this|it) arrives in stock',
      '(?:be|subscribe to|notified when|alert when|when) back in stock', 'back in stock (?:soon|alert|notification)',
    ],
    discontinued: ['discontinued', 'no longer (?:made|produced|manufactured|sold|carried)', 'end of life'],
    preorder: ['pre order', 'preorder', 'coming soon', 'available soon'],
    backorder: ['back order(?:ed)?', 'backorder(?:ed)?', 'on backorder', 'made to order'],
    limited: ['only \\d+ left', '\\d+ left in stock', 'few (?:items )?left', 'low stock', 'limited stock', 'limited availability', 'almost gone', 'almost sold out', 'last (?:one|few) (?:left|in stock)'],
    inStock: ['in stock', 'available now', 'ready to ship', 'ships today', 'back in stock'],
    status: ['available'],
    negations: ['not', 'no', 'never', 'isnt', 'arent', 'dont', 'doesnt', 'nor', 'zero', '0'],
    buy: ['add to (?:cart|basket|bag|trolley)', 'buy (?:it )?now'],
  },
  de: {
    outOfStock: ['ausverkauft', 'vergriffen', 'nicht lagernd', 'derzeit nicht', 'zurzeit nicht', 'zur zeit nicht', 'nachricht bei', 'benachrichtig\\w*', 'bald wieder', 'kein bestand', 'keine ware'],
    discontinued: ['ausgelaufen', 'nicht mehr erhältlich', 'nicht mehr im sortiment'],
    preorder: ['vorbestell\\w*', 'in kürze (?:lieferbar|verfügbar|erhältlich)', 'bald (?:lieferbar|verfügbar|erhältlich)', 'demnächst (?:lieferbar|verfügbar|erhältlich)', 'erscheint am'],
    backorder: ['nachbestellt', 'wird nachgeliefert', 'im zulauf'],
    limited: ['nur noch \\d+', 'wenige (?:artikel )?(?:auf lager|verfügbar)', 'geringer bestand', 'fast ausverkauft'],
    inStock: ['auf lager', 'an lager', 'lagernd', 'sofort lieferbar', 'sofort verfügbar', 'lieferbar'],
    status: ['verfügbar', 'erhältlich', 'lieferbar'],
    negations: ['nicht', 'kein', 'keine', 'nie', 'null'],
    buy: ['in den warenkorb', 'jetzt kaufen'],
  },
  fr: {
    outOfStock: ['épuisée?s?', 'rupture', 'en rupture', 'rupture de stock', 'indisponibles?', 'hors stock', "m'avertir", 'me prévenir', 'être alerté'],
    discontinued: ['fin de série', "n'est plus (?:fabriqué|commercialisé|vendu)e?", 'plus commercialisée?'],
    preorder: ['précommande', 'pré commande', 'bientôt disponible', 'prochainement'],
    backorder: ['en réapprovisionnement', 'sur commande'],
    limited: ['plus que \\d+', 'stock limité', 'derniers articles', 'dernières pièces'],
    inStock: ['en stock'],
    status: ['disponibles?'],
    negations: ['pas', 'plus', 'non', 'ni', 'jamais', 'aucun', 'aucune'],
    buy: ['ajouter au panier', 'acheter'],
  },
  es: {
    outOfStock: ['agotad[oa]s?', 'sin stock', 'sin existencias', 'fuera de stock', 'no hay (?:stock|existencias)', 'avísame', 'avisarme'],
    discontinued: ['descatalogad[oa]'],
    preorder: ['preventa', 'pre venta', 'reserva', 'próximamente'],
    backorder: ['bajo pedido'],
    limited: ['últimas unidades', 'quedan \\d+', 'pocas unidades', 'stock limitado'],
    inStock: ['en stock', 'en existencia'],
    status: ['disponibles?'],
    negations: ['no', 'ya no', 'sin', 'ningún', 'ninguna'],
    buy: ['añadir al carrito', 'agregar al carrito', 'comprar'],
  },
  it: {
    outOfStock: ['esaurit[oaie]', 'non disponibile', 'avvisami'],
    discontinued: ['fuori produzione'],
    preorder: ['preordine', 'pre ordine', 'prenota', 'prossimamente', 'in arrivo'],
    backorder: ['su ordinazione'],
    limited: ['ultimi pezzi', 'solo \\d+ disponibili', 'scorte limitate'],
    inStock: ['in magazzino', 'disponibilità immediata'],
    status: ['disponibile'],
    negations: ['non', 'più', 'nessun', 'nessuna'],
    buy: ['aggiungi al carrello', 'acquista'],
  },
  nl: {
    outOfStock: ['uitverkocht', 'tijdelijk uitverkocht', 'niet leverbaar', 'niet op voorraad', 'mail mij', 'houd mij op de hoogte'],
    discontinued: ['uit het assortiment', 'niet meer leverbaar'],
    preorder: ['binnenkort (?:leverbaar|verkrijgbaar|beschikbaar)', 'binnenkort', 'voorbestell\\w*', 'pre order'],
    backorder: ['in backorder', 'nabestelling'],
    limited: ['nog \\d+ (?:op voorraad|beschikbaar)', 'beperkte voorraad', 'bijna uitverkocht'],
    inStock: ['op voorraad', 'direct leverbaar', 'leverbaar'],
    status: ['beschikbaar', 'leverbaar'],
    negations: ['niet', 'geen', 'nooit'],
    buy: ['in winkelwagen', 'toevoegen aan winkelwagen', 'in winkelmand'],
  },
  pt: {
    outOfStock: ['esgotad[oa]s?', 'indisponíve(?:l|is)', 'sem estoque', 'sem stock', 'fora de estoque', 'não estamos a aceitar encomendas', 'avise me'],
    discontinued: ['fora de linha', 'descontinuad[oa]'],
    preorder: ['pré venda', 'pré venda', 'pré reserva', 'em breve'],
    backorder: ['sob encomenda'],
    limited: ['últimas unidades', 'estoque limitado'],
    inStock: ['em estoque', 'em stock'],
    status: ['disponíve(?:l|is)'],
    negations: ['não', 'nao', 'sem', 'nenhum'],
    buy: ['adicionar ao carrinho', 'comprar'],
  },
  pl: {
    outOfStock: ['brak w magazynie', 'brak towaru', 'wyprzedan[ye]', 'niedostępn[yae]', 'chwilowo niedostępn[yae]', 'nie znaleziono produktów', 'powiadom mnie'],
    discontinued: ['wycofan[ya] z (?:oferty|produkcji|sprzedaży)'],
    preorder: ['przedsprzedaż', 'wkrótce (?:dostępn[ye])?', 'w przygotowaniu'],
    backorder: ['na zamówienie'],
    limited: ['ostatnie sztuki', 'ograniczona ilość', 'zostało \\d+'],
    inStock: ['w magazynie', 'na stanie', 'w sklepie'],
    status: ['dostępn[ye]'],
    negations: ['nie', 'brak', 'żaden'],
    buy: ['dodaj do koszyka', 'kup teraz'],
  },
  sv: {
    outOfStock: ['slutsål[dt]', 'tillfälligt slut', 'ej i lager', 'slut i lager', 'bevaka'],
    discontinued: ['utgått', 'utgår'],
    preorder: ['förbeställ\\w*', 'kommer snart'],
    backorder: ['beställningsvara', 'restnoterad'],
    limited: ['få kvar', '(?:endast|bara) \\d+ kvar'],
    inStock: ['i lager', 'finns i lager', 'i butik'],
    status: ['tillgänglig'],
    negations: ['inte', 'ej', 'ingen', 'inga'],
    buy: ['lägg i varukorgen', 'köp'],
  },
  da: {
    outOfStock: ['udsolgt', 'ikke på lager', 'midlertidigt udsolgt'],
    discontinued: ['udgået'],
    preorder: ['forudbestil\\w*', 'kommer snart'],
    backorder: ['bestillingsvare'],
    limited: ['få tilbage', 'kun \\d+ tilbage'],
    inStock: ['på lager'],
    status: ['tilgængelig'],
    negations: ['ikke', 'ingen', 'ej'],
    buy: ['læg i kurv', 'tilføj til kurv', 'køb'],
  },
  no: {
    outOfStock: ['utsolgt', 'ikke på lager', 'midlertidig utsolgt', 'tomt på lager'],
    discontinued: ['utgått'],
    preorder: ['forhåndsbestill\\w*', 'kommer snart'],
    backorder: ['bestillingsvare', 'restordre'],
    limited: ['få igjen', 'kun \\d+ igjen'],
    inStock: ['på lager', 'på lager i nettbutikken'],
    status: ['tilgjengelig'],
    negations: ['ikke', 'ingen', 'ei'],
    buy: ['legg i handlekurv', 'kjøp'],
  },
  fi: {
    outOfStock: ['loppuunmyyty', 'loppu varastosta', 'tilapäisesti loppu', 'ei varastossa', 'tuote on loppu'],
    discontinued: ['poistunut valikoimasta', 'poistuva tuote'],
    preorder: ['ennakkotilaa', 'ennakkomyynti', 'ennakkotilattavissa', 'tulossa'],
    backorder: ['tilaustuote', 'jälkitoimitus'],
    limited: ['vähissä', 'vain \\d+ jäljellä'],
    inStock: ['varastossa', 'heti toimitukseen'],
    status: ['saatavilla', 'saatavana'],
    negations: ['ei', 'eikä'],
    buy: ['lisää ostoskoriin', 'osta'],
  },
  cs: {
    outOfStock: ['vyprodáno', 'není skladem', 'nedostupné', 'momentálně nedostupné', 'hlídat dostupnost'],
    discontinued: ['ukončen prodej', 'ukončena výroba'],
    preorder: ['předprodej', 'připravujeme', 'předobjednávka'],
    backorder: ['na objednávku', 'na cestě'],
    limited: ['poslední kusy', 'posledn[íý] kus'],
    inStock: ['skladem', 'na skladě'],
    status: ['dostupné', 'k dispozici'],
    negations: ['není', 'nejsou', 'ne', 'žádné'],
    buy: ['do košíku', 'přidat do košíku', 'koupit'],
  },
  tr: {
    outOfStock: ['tükendi', 'stokta yok', 'stok dışı', 'gelince haber ver', 'stokta bulunmamaktadır'],
    discontinued: ['üretimi durduruldu', 'satışı durduruldu'],
    preorder: ['ön sipariş', 'yakında'],
    backorder: ['sipariş üzerine'],
    limited: ['son \\d+ ürün', 'sınırlı stok', 'tükenmek üzere'],
    inStock: ['stokta', 'stokta var'],
    status: ['mevcut', 'satışta'],
    negations: [],
    negationsAfter: ['yok', 'değil', 'bulunmamaktadır'],
    buy: ['sepete ekle', 'satın al'],
  },
  ja: {
    outOfStock: ['品切れ', '在庫切れ', '売り切れ', '入荷待ち', '在庫なし', '入荷お知らせ', '再入荷お知らせ'],
    discontinued: ['販売終了', '生産終了', '取り扱い終了'],
    preorder: ['予約受付', '予約商品', '予約', '近日発売'],
    backorder: ['お取り寄せ', '取り寄せ'],
    limited: ['残りわずか', '在庫僅少', '残り\\d+点'],
    inStock: ['在庫あり', '在庫有り', '即納'],
    status: ['在庫'],
    negations: [],
    negationsAfter: ['なし', '無し', 'ありません', 'がありません'],
    buy: ['カートに入れる', '今すぐ購入'],
  },
  zh: {
    outOfStock: ['已售完', '售完', '售罄', '已售罄', '缺货', '缺貨', '无货', '無貨', '暂时缺货', '到货通知', '到貨通知', '补货中', '補貨中'],
    discontinued: ['停产', '停產', '已下架'],
    preorder: ['预售', '預售', '预购', '預購', '即将上市', '即將上市'],
    backorder: ['预订', '需预订', '訂購'],
    limited: ['库存紧张', '庫存緊張', '仅剩', '僅剩'],
    inStock: ['有货', '有貨', '现货', '現貨'],
    status: ['库存', '庫存'],
    negations: ['无', '無', '没有', '沒有', '不'],
    buy: ['加入购物车', '加入購物車', '立即购买', '立即購買'],
  },
  ko: {
    outOfStock: ['품절', '일시품절', '재고 없음', '재고없음', '입고 알림', '재입고 알림', '구매 불가'],
    discontinued: ['단종', '판매 종료', '판매종료'],
    preorder: ['예약 판매', '예약판매', '사전 예약', '사전예약', '출시 예정'],
    backorder: ['주문 후 입고'],
    limited: ['품절 임박', '한정 수량', '재고 부족'],
    inStock: ['재고 있음', '구매 가능'],
    status: ['재고'],
    negations: [],
    negationsAfter: ['없음', '없습니다'],
    buy: ['장바구니 담기', '장바구니', '바로 구매', '구매하기'],
  },
  ar: {
    outOfStock: ['غير متوفر', 'غير متاح', 'نفذت الكمية', 'نفذ من المخزون', 'أخبرني عندما يتوفر'],
    discontinued: ['متوقف'],
    preorder: ['طلب مسبق', 'قريبا'],
    backorder: [],
    limited: ['كمية محدودة'],
    inStock: ['متوفر', 'متوفر في المخزون'],
    status: ['متاح'],
    negations: ['غير', 'لا'],
    buy: ['أضف إلى السلة', 'اشتر الآن'],
  },
  id: {
    outOfStock: ['stok habis', 'stok kosong', 'habis', 'tidak tersedia', 'tidak dijual'],
    discontinued: [],
    preorder: ['pre order', 'segera hadir'],
    backorder: [],
    limited: ['stok terbatas', 'sisa \\d+'],
    inStock: ['stok tersedia', 'ready stock'],
    status: ['tersedia'],
    negations: ['tidak', 'belum'],
    buy: ['tambah ke keranjang', 'beli sekarang'],
  },
};

/** Languages written without spaces between words: their phrases match inside running text. */
export const UNSPACED_LANGUAGES: ReadonlySet<string> = new Set(['ja', 'zh', 'ko']);
