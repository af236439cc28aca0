/**
 * The words of rotating-copy.ts, per language: labels of blocks a page rotates (the day's pick, a
 * featured item, a tip, a recommendation, the latest headlines) and greetings by the time of day.
 */

// Labels of rotating blocks. "Today" and "of the day" words also mark the day's special or quote;
// "featured" words a spotlight; news words a ticker; "you may also like" words a recommendation.
export const ROTATION_WORDS = [
  // en
  String.raw`today'?s?`, String.raw`tonight'?s?`, 'of the (?:day|week)', 'daily', 'featured', 'spotlight', 'highlights?', 'tips?', 'did you know', 'inspiration', 'latest news', 'breaking news', 'you may also like', 'recommended(?: for you)?', 'readers also (?:like|recommend)',
  // de
  'heute', 'heutige[nr]?', 'des tages', String.raw`tages\p{L}+`, 'der woche', 'empfehlung(?:en)?', 'empfohlen', 'tipps?', 'im fokus', 'im blickpunkt', 'neueste nachrichten', 'das könnte (?:dich|sie|ihnen|dir) auch gefallen',
  // fr
  'du jour', "aujourd'hui", 'de la semaine', 'à la une', 'en vedette', 'astuces?', 'coup de cœur', 'dernières nouvelles', 'inspirations?', 'vous aimerez aussi', 'recommandé(?:s|es)?(?: pour vous)?',
  // es
  'del día', 'de hoy', 'de la semana', 'destacad[oa]s?', 'consejos?', 'últimas noticias', 'inspiración', 'frase', 'te puede interesar', 'recomendad[oa]s?',
  // it
  'del giorno', 'di oggi', 'della settimana', 'in evidenza', 'consigli[oa]?', 'ultime notizie', 'ispirazione', 'potrebbe interessarti', 'consigliat[ie]', 'suggeriment[oi]',
  // nl
  'van de dag', 'vandaag', 'van de week', 'uitgelicht', 'laatste nieuws', 'inspiratie', 'wist je dat', 'aanbevolen', 'misschien ook interessant',
  // pt
  'do dia', 'de hoje', 'da semana', 'destaques?', 'dicas?', 'sugestão', 'você sabia', 'sabia que', 'últimas notícias', 'inspiração', 'você também pode gostar', 'recomendad[oa]s?',
  // pl
  String.raw`dzisiejsz\p{L}*`, 'dnia', 'tygodnia', 'polecane', 'polecamy', 'wskazówka', 'porada', 'czy wiesz', 'najnowsze wiadomości', String.raw`inspiracj\p{L}+`, 'może cię zainteresować',
  // sv, da, no
  'dagens', 'veckans', 'ugens', 'ukens', 'utvalda?', 'udvalgte?', 'utvalgte?', 'tips', 'visste du', 'vidste du', 'senaste nytt', 'seneste nyt', 'siste nytt', 'inspirasjon', 'rekommenderade?', 'anbefalet', 'anbefalt', 'du kanske också gillar',
  // fi
  'päivän', 'viikon', 'vinkki', 'vinkit', 'nostot', 'tiesitkö', 'uusimmat uutiset', String.raw`suosittel\p{L}*`, String.raw`suositu\p{L}*`,
  // cs, sk
  'dne', 'týdne', 'dnešní', 'tip', 'doporučujeme', 'doporučené', 'víte, že', 'věděli jste', 'nejnovější zprávy', 'mohlo by vás zajímat', 'odporúčame',
  // tr
  'günün', 'haftanın', 'önerisi', 'öneri', 'önerilen', 'ipucu', 'biliyor muydunuz', 'son dakika', 'öne çıkan', 'ilginizi çekebilir',
  // hu
  'a nap', 'napi', 'tipp', 'ajánló', 'ajánljuk', 'tudta', 'tudtad', 'friss hírek', 'kiemelt', 'ez is érdekelheti',
  // ro
  'zilei', 'săptămânii', 'de azi', 'sfatul', 'recomandare', 'recomandate', 'știați', 'ultimele știri',
  // el
  'της ημέρας', 'σήμερα', 'συμβουλή', String.raw`προτειν\p{L}*`, 'το ήξερες', 'ήξερες ότι', 'τελευταία νέα',
  // questions that open a tip, in de, fr, it
  '(?:wusstest du|wussten sie)(?: schon)?', 'le saviez-vous', 'lo sapevi',
].join('|');

// ja, zh and ko write words without spaces: their labels are matched anywhere in the label.
export const CJK_ROTATION_WORDS = ['今日の', '本日の', 'おすすめ', 'ピックアップ', '豆知識', 'ヒント', '注目', '今日', '每日', '推荐', '推薦', '小贴士', '小提示', '提示', '你知道吗', '精选', '热门', '오늘의', '추천', '팁'].join('|');

// Greetings by the time of day, at the start of a line: the same line greets a morning visitor
// and an evening one differently ("Bună dimineața!" / "Bună seara!", "God morgen" / "God aften").
export const TIME_OF_DAY_GREETING = new RegExp(
  String.raw`^(?:good (?:morning|afternoon|evening|day)|guten (?:morgen|tag|abend)|moin|bonjour|bonsoir|bon après-midi|buenos días|buenas (?:tardes|noches)|buongiorno|buon pomeriggio|buona ?sera|buonanotte|goede(?:morgen|middag|navond)|goedemorgen|goedemiddag|goedenavond|bom dia|boa (?:tarde|noite)|dzień dobry|dobry wieczór|god (?:morgon|middag|eftermiddag|kväll|morgen|aften|ettermiddag|kveld)|godmorgen|godaften|hyvää (?:huomenta|päivää|iltapäivää|iltaa)|huomenta|dobré (?:ráno|odpoledne|popoludnie)|dobr[ýé] (?:den|deň|večer)|günaydın|tünaydın|iyi (?:günler|akşamlar|geceler)|jó (?:reggelt|napot|estét)|bună (?:dimineața|dimineaţa|ziua|seara)|καλημέρα|καλό απόγευμα|καλησπέρα|おはようございます|こんにちは|こんばんは|早上好|上午好|下午好|晚上好|早安|午安|доброе утро|добрый (?:день|вечер))(?![\p{L}])[\s,!.:–—-]*`,
  'iu',
);
