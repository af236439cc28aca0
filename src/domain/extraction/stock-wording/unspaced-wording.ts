/**
 * Languages written without spaces between words (Japanese, Chinese, Korean, Thai): their wording is found inside running text,
 * as phrases per state, with the negations that stand after the word they negate.
 */
export interface UnspacedWording {
  outOfStock: readonly string[];
  discontinued: readonly string[];
  preorder: readonly string[];
  backorder: readonly string[];
  limited: readonly string[];
  inStock: readonly string[];
  /** Stock words that a negation before or after turns into out of stock ("无库存", "在庫なし"). */
  stock: readonly string[];
  negationsBefore: readonly string[];
  negationsAfter: readonly string[];
  buy: readonly string[];
  /** An offer until the stock is gone, the shop's policy and no state ("售完即止", "売り切れ次第終了"). */
  untilGone: readonly string[];
}

export const UNSPACED_WORDING: Readonly<Record<string, UnspacedWording>> = {
  ja: {
    // A notice of arrival ("入荷したらメールで通知", "入荷をお知らせ", "入荷したら知らせる"); an arrival
    // to come ("入荷予定"), or one not yet set, with or without a particle ("入荷日は未定");
    // handling, buying or ordering that cannot be done.
    // Sold in shops only ('店舗限定', '店頭販売のみ') or not online ('オンラインでは販売しておりません'): the page cannot sell it.
    outOfStock: ['店舗限定', '店頭(?:販売)?(?:のみ|限定)', 'オンライン(?:では|で)?(?:の)?(?:販売|購入)(?:して)?(?:おりません|いません|できません)', '品切れ', '在庫切れ', '売り切れ', '売切れ', '完売', '入荷待ち', '在庫なし', '在庫\\s?:?\\s?[×✕✖]', '入荷.{0,8}(?:通知|知らせ|連絡|リクエスト|メール)', '入荷予定', '入荷見込み', '(?:入荷|発送|お届け|発売)(?:時期|日|予定日?)?(?:は|が|:)?\\s?未定', '販売休止', '(?:在庫|残り)\\s?(?:数)?\\s?:?\\s?0\\s?(?:点|個)?(?![\\d.])', '(?:取り?扱い?|購入|注文|発送|お届け)(?:が|は)?(?:できません|できない|不可)'],
    // Selling, making or handling ended, the particle between written or not ("販売を終了しました", "生産終了").
    discontinued: ['(?:販売|生産|製造|取り?扱い?)(?:を|が|は)?終了'],
    preorder: ['予約受付', '予約商品', '予約', '近日発売', '発売予定', '近日入荷'],
    // Shipped as soon as it comes in ('入荷次第発送'): ordered now, filled later.
    backorder: ['お取り寄せ', '取り寄せ', '入荷次第'],
    // A count left below ten is a few, ten or more stock to spare (read-stock-fields.ts).
    limited: ['残りわずか', '在庫僅少', '残り\\s?[1-9]\\s?(?:点|個)', '在庫\\s?:?\\s?△'],
    // "在庫あり", "在庫があります", "在庫：◯": stock with "there is" or a mark for it (△ is a few, × none);
    // shipping within a number of days or on a date, its weekday may follow ("通常1〜2日以内に発送", "12月3日 木曜日 にお届け"), or today or tomorrow ("翌日お届け").
    // Restocked, said in the past ('再入荷しました', '再入荷済み'): back now.
    inStock: ['在庫\\s?:?\\s?(?:が|は)?(?:あり|有り|有|ございます|[○◯◎])', '即納', '再入荷(?:しました|済み?)', '\\d+(?:[〜~\\-–]\\d+)?(?:営業)?日(?:以内)?(?:\\s?(?:[月火水木金土日]曜日?|[(（][月火水木金土日][)）]))?\\s?(?:に|で)?(?:発送|出荷|お届け)', '(?:当日|翌日|翌営業日|本日|明日)(?:発送|出荷|お届け)', '残り\\s?[1-9]\\d+\\s?(?:点|個)'],
    stock: ['在庫'],
    negationsBefore: [],
    // With the particle that may stand between ("在庫がございません", "在庫はありません").
    negationsAfter: ['なし', '無し', 'ありません', 'がありません', 'はありません', 'もありません', 'ございません', 'がございません', 'はございません', '切れ'],
    buy: ['(?:カート|かご|カゴ)(?:に|へ)(?:入れる|追加)', '今すぐ購入', '購入する', '買う'],
    untilGone: ['(?:売り切れ|売切れ|品切れ|完売|在庫(?:が|の)?なくなり|なくなり)次第'],
  },
  zh: {
    // An arrival expected later ("预计下周到货") is no stock now; "预计24小时内发货" (shipping) is.
    // Not sold or not to be bought for now ("暂不销售", "暂不支持购买", "无法购买"); a notice when goods come, either order ("到货通知", "货到通知我"); a
    // time of arrival, restock or shipping not known or not set ("发货日期未定", "到货时间不详").
    outOfStock: ['(?:仅限|僅限)(?:门店|門店|实体店|實體店|线下|線下)', '(?:预计|預計).{0,8}(?:到货|到貨)', '(?:到货|到貨|补货|補貨|发货|發貨|上架)(?:时间|時間|日期)?(?:为|為|:|：)?\\s?(?:未知|待定|未定|不详|不詳|不确定|不確定)', '(?:暂不|暫不)(?:支持)?(?:销售|銷售|出售|发货|發貨|购买|購買)', '(?:无法|無法)(?:购买|購買|下单|下單)', '货到通知', '貨到通知', '到货提醒', '到貨提醒', '卖完', '賣完', '卖光', '賣光', '已售完', '售完', '售罄', '已售罄', '缺货', '缺貨', '无货', '無貨', '暂时缺货', '暫時缺貨', '到货通知', '到貨通知', '补货中', '補貨中', '断货', '斷貨', '暂无库存', '暫無庫存', '(?:抢|搶)(?:光|完)',
      // Zero as the stock's value ("库存：0", "库存为0").
      '(?:库存|庫存)\\s?(?:为|為|:|：)?\\s?0(?![\\d.])',
      // A notice asked for when goods come or are in stock, the condition first ("补货后通知我", "有货时提醒"):
      // the condition holds a word of stock, the whole is a notice widget.
      '(?:到货|到貨|有货|有貨|补货|補貨)(?:后|後|时|時)?.{0,3}(?:通知|提醒)'],
    // Selling stopped ("已停售") as production stopped.
    discontinued: ['停产', '停產', '已下架', '下架', '停止(?:销售|銷售|生产|生產)', '停售'],
    // "Stay tuned" is how shops word coming soon.
    preorder: ['预售', '預售', '预购', '預購', '即将上市', '即將上市', '(?:即将|即將)(?:到货|到貨|补货|補貨)', '预约', '預約', '敬请期待', '敬請期待'],
    backorder: ['预订', '需预订', '訂購', '需订货'],
    limited: ['库存紧张', '庫存緊張', '仅剩', '僅剩', '库存不多', '庫存不多'],
    inStock: ['有货', '有貨', '现货', '現貨', '有库存', '有庫存', '当天发货', '當天發貨', '已补货', '已補貨', '已到货', '已到貨', '(?:仅剩|僅剩|还剩|還剩)\\s?[1-9]\\d+\\s?(?:件|个|個|台)'],
    stock: ['库存', '庫存', '货', '貨'],
    negationsBefore: ['无', '無', '没有', '沒有', '不', '暂无', '暫無', '没', '沒'],
    negationsAfter: ['不足'],
    buy: ['加入购物车', '加入購物車', '立即购买', '立即購買', '马上购买', '(?:立即|马上|立刻)下单', '(?:立即|馬上|立刻)下單'],
    untilGone: ['(?:售完|卖完|賣完|售罄)(?:即止|为止|為止)', '(?:送完|赠完|贈完)(?:即止|为止|為止)'],
  },
  ko: {
    // A notice on (re)stocking, with a particle or a word between ("재입고 시 알림", "입고되면 알려주세요").
    // Buying or ordering that cannot be done ("구매할 수 없습니다"); a stocking date not set ("입고 예정일 미정").
    outOfStock: ['매장\\s?(?:전용|한정)', '재입고\\s?예정', '품절', '일시품절', '재고 없음', '재고없음', '(?:재입고|입고).{0,6}(?:알림|알려)', '구매 불가', '구매불가', '(?:구매|주문)할\\s?수\\s?없', '(?:입고|출고|발송|배송)\\s?(?:예정일?|일)?\\s?미정'],
    discontinued: ['단종', '판매\\s?(?:가|를|는)?\\s?종료'],
    preorder: ['예약 판매', '예약판매', '사전 예약', '사전예약', '출시 예정'],
    backorder: ['주문 후 입고'],
    limited: ['품절 임박', '한정 수량', '재고 부족'],
    // Leaving or arriving today or tomorrow ("오늘 출발", "내일 도착"): shipped from stock.
    inStock: ['재고\\s?:?\\s?있음', '구매 가능', '재입고\\s?(?:완료|되었습니다)', '(?:오늘|당일|내일|익일)\\s?(?:출발|발송|출고|도착)'],
    stock: ['재고'],
    negationsBefore: [],
    // With the subject or topic particle between ("재고가 없습니다").
    negationsAfter: ['(?:가|이|는|은)?\\s?(?:없음|없습니다|없어요)'],
    buy: ['장바구니 담기', '장바구니', '(?:바로|지금)\\s?구매', '구매하기'],
    untilGone: ['(?:재고|수량)?\\s?(?:소진|품절)\\s?시\\s?(?:까지|종료|마감)'],
  },
  th: {
    // Goods run out ("สินค้าหมด", "หมดชั่วคราว"), sold out, a notice when goods come in.
    outOfStock: ['ไม่มีสินค้า', 'ไม่มีของ', 'สินค้าหมด', 'หมดสต็อก', 'หมดสต๊อก', 'หมดชั่วคราว', 'ขายหมด', 'แจ้งเตือนเมื่อ(?:มี)?สินค้า(?:เข้า)?', 'แจ้งเมื่อ(?:มี)?สินค้า(?:เข้า)?'],
    discontinued: ['เลิกผลิต', 'หยุดจำหน่าย', 'ยกเลิกการจำหน่าย', 'เลิกจำหน่าย'],
    preorder: ['พรีออเดอร์', 'สั่งจองล่วงหน้า', 'จองล่วงหน้า'],
    backorder: [],
    // Almost run out, a few, or a count below ten left ("เหลือ 3 ชิ้น").
    limited: ['ใกล้หมด', 'เหลือน้อย', 'จำนวนจำกัด', 'เหลือ(?:เพียง|แค่|อีก)?\\s?[1-9]\\s?(?:ชิ้น|อัน|เครื่อง)'],
    // There are goods ("มีสินค้า"), ready to ship, ten or more left.
    inStock: ['มีสินค้า', 'มีของ', 'พร้อมส่ง', 'เหลือ(?:เพียง|แค่|อีก)?\\s?[1-9]\\d+\\s?(?:ชิ้น|อัน|เครื่อง)'],
    stock: ['สต็อก', 'สต๊อก', 'สินค้าคงคลัง'],
    // "ไม่มีสินค้า" (there are no goods) holds "มีสินค้า" (there are goods): the longer phrase wins.
    negationsBefore: ['ไม่มี', 'หมด'],
    negationsAfter: ['หมด'],
    buy: ['(?:เพิ่ม|หยิบ)?(?:ลง|ใส่|ไปยัง)(?:รถเข็น|ตะกร้า)', 'ซื้อเลย', 'ซื้อทันที', 'ซื้อสินค้า'],
    untilGone: ['จนกว่าสินค้าจะหมด'],
  },
};
