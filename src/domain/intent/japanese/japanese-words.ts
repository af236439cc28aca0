/**
 * The words of Japanese intents, as a table like the other languages' (`../languages/`). Japanese
 * writes no spaces between words, so these are matched inside the text; the particles are what
 * `segment-japanese.ts` cuts on, the rest says which condition and metric an intent asks for.
 * Lists are `|`-separated, longest first where one contains another.
 */
export const JAPANESE = {
  /** Particles after a shop: "ヨドバシで", "楽天の", "ヨドバシに", "Amazonから". */
  siteParticles: 'にて|では|から|で|の|に',
  /** Particles that close the subject or the object: "…が入荷したら", "…を3割引で". */
  subjectParticles: 'が|を|は',
  /**
   * Nouns after "の" that say what of the subject is watched, not part of its name: "Xの価格が", "Xの在庫が",
   * "Xの新しい求人が", "Xのチケットが".
   */
  aspectNouns:
    '販売価格|最安値|価格|値段|料金|在庫|入荷|再入荷|新しいバージョン|最新バージョン|新バージョン|新しいリリース|リリース|新しい求人|求人|新作|新刊|新曲|最新話|チケット|予約',
  /** Yen, and the multipliers written before it: "7万円", "1.5万円". */
  yen: '円',
  multipliers: { 万: 10000, 千: 1000 } as Record<string, number>,
  /** Percent marks and words; "割" is tenths ("3割引" is 30 % off). */
  percent: '%|パーセント',
  tenths: '割',
  kanjiDigits: '一二三四五六七八九',
  /** After an amount, a bound that includes it: "以下", "以内"; "まで下がったら" and "になったら" reach the amount. */
  atMostAfter: '以下|以内|まで|になったら|になれば|になる',
  /** After an amount, a strict upper bound: "未満", "を下回ったら", "を切ったら", "より安く". */
  belowAfter: '未満|を下回|下回|を切|切っ|を割|より安|より低|より下',
  /** After an amount, a lower bound: "以上", "を超えたら". */
  aboveAfter: '以上|を超え|超え|を上回|上回|より高',
  /** After an amount or a percentage, a drop of that size: "5000円値下がり", "15%安く", "20%オフ", "3割引". */
  dropAfter: '値下がり|値下げ|値引き|下が|安く|オフ|off|引き|引',
  /** With no amount, any drop: "値下がりしたら", "安くなったら". */
  anyDrop: '値下がり|値下げ|値引き|安くなっ|安くなれ|安くなる|下がっ|下がれ|下がる',
  /** Half price, a drop of half. */
  halfPrice: '半額',
  /** Going out of stock (read before coming back: "在庫切れ" holds "在庫"). */
  outOfStock: '売り切れ|売切れ|在庫切れ|品切れ|完売|在庫がなくな',
  /** Coming back into stock or on sale again. */
  backInStock: '再入荷|入荷|再販|販売再開|在庫あり|在庫が復活|在庫が戻|復活',
  /** A release, a new item or a listing: content. */
  content: 'バージョン|リリース|アップデート|求人|新作|新刊|新曲|最新話|新しい記事|更新',
  /** Tickets, bookings and stock: availability. */
  availability: 'チケット|予約|在庫|入荷|発売',
  /** Price words: price. */
  price: '価格|値段|最安値|料金|値下|安く|割引|オフ|セール',
  /**
   * Kinds of product written before a name, apart from it by a space or a quote ("コーヒー豆 UCC ゴールドスペシャル",
   * "ボードゲーム「カタン」"): they describe the name, as a category before a name does in the other languages.
   */
  categories:
    'コーヒー豆|コーヒー|ボードゲーム|レコード|アナログ盤|本|小説|漫画|ブルーレイ|DVD|ヘッドホン|イヤホン|ワイヤレスイヤホン|' +
    'テレビ|掃除機|ロボット掃除機|ゲーム機|ノートパソコン|パソコン|スマホ|スマートフォン|炊飯器|コーヒーメーカー|' +
    '電子書籍リーダー|カメラ|腕時計|スニーカー',
  /** Opening and closing quotes around a title. */
  quotes: { '「': '」', '『': '』', '"': '"' } as Record<string, string>,
} as const;

/**
 * Shops written in Japanese, each a name and its site. Names in Latin letters ("Amazon") are read from the
 * shop table in the Japanese market.
 */
export const JAPANESE_SHOPS: readonly (readonly [string, string])[] = [
  ['アマゾン', 'amazon.co.jp'],
  ['楽天ブックス', 'books.rakuten.co.jp'],
  ['楽天市場', 'rakuten.co.jp'],
  ['楽天', 'rakuten.co.jp'],
  ['ヨドバシカメラ', 'yodobashi.com'],
  ['ヨドバシ.com', 'yodobashi.com'],
  ['ヨドバシ', 'yodobashi.com'],
  ['ビックカメラ', 'biccamera.com'],
  ['価格.com', 'kakaku.com'],
  ['価格コム', 'kakaku.com'],
  ['ヤマダ電機', 'yamada-denkiweb.com'],
  ['ケーズデンキ', 'ksdenki.com'],
  ['エディオン', 'edion.com'],
  ['ジョーシン', 'joshinweb.jp'],
  ['メルカリ', 'jp.mercari.com'],
  ['ヤフーショッピング', 'shopping.yahoo.co.jp'],
  ['ニトリ', 'nitori-net.jp'],
  ['ユニクロ', 'uniqlo.com'],
];

/** A `|` list as its words, longest first, so "再入荷" is tried before "入荷". */
export function japaneseWords(list: string): string[] {
  return list.split('|').sort((a, b) => b.length - a.length);
}
