import type { ConditionWords, LanguageWords } from './language-words.js';

// The case endings Turkish sets off a proper name with an apostrophe that say where: "Trendyol'da", "Amazon'dan",
// "Hepsiburada'ya" (vowel harmony and a voiceless stem pick the vowel and the consonant); typed on a phone, often
// without the apostrophe ("trendyolda").
const PLACE_ENDINGS = ['da', 'de', 'ta', 'te', 'dan', 'den', 'tan', 'ten', 'ya', 'ye', 'daki', 'deki', 'taki', 'teki']
  .flatMap((e) => [`'${e}`, `’${e}`, e])
  .join('|');

// Turkish puts its verbs last and says where and of what by suffixes: the shop's ending of place stands for a
// preposition ("Trendyol'da"), a suffix after an apostrophe is grammar on a name ("Pro'nun fiyatı", "TL'nin altına";
// `../apostrophe-endings.ts` takes it off), and the condition follows the amount ("9.000 TL altına düşerse", "%10
// düşünce", "2.000 TL düşerse": a drop of that size). The verbs of the frame come in their conditional and temporal
// forms ("düşerse", "düşünce", "olunca", "girince"), each listed as it is written.
export const TURKISH: LanguageWords = {
  code: 'tr',
  markers:
    'bana|beni|bize|verir|verin|olunca|olursa|olduğunda|düşerse|düşünce|düşünca|fiyatı|fiyatının|altına|altında|tekrar|yeniden|stokta|stoğa|' +
    'lütfen|misin|mısın|misiniz|değişirse|değişince|tükenirse|tükenince|veya|inince|inerse|girince|girerse|bildir|haberdar|ucuzlarsa|' +
    'ucuzlayınca|indirime|indirimde|zaman|gelince|gelirse|çıkınca|çıkarsa|sitesinde|yayınlanınca|yayınlanırsa',
  frame:
    // Being told: "haber ver", "bana bildir", "beni haberdar et", "mesaj at".
    'haber ver|haber verin|haber verir misin|haber verir misiniz|haber verebilir misin|haber et|haber eder misin|bana haber ver|' +
    'bildir|bildirin|bana bildir|bildirir misin|bildirim gönder|bildirim at|bilgi ver|bana bilgi ver|beni bilgilendir|bilgilendir|' +
    'haberdar et|beni haberdar et|uyar|beni uyar|mesaj at|bana mesaj at|mail at|e-posta at|e-posta gönder|bana yaz|' +
    'bana|beni|bize|lütfen|lutfen|rica etsem|merhaba|selam|teşekkürler|teşekkür ederim|sağol|acaba|hemen|artık|' +
    'mi|mı|mu|mü|misin|mısın|musun|müsün|misiniz|eğer|ne zaman|zaman|olunca|olursa|olduğunda|olsun|' +
    'girince|girerse|girdiğinde|gelince|gelirse|geldiğinde|çıkınca|çıkarsa|çıktığında|inince|inerse|indiğinde|' +
    // Watching, last in the sentence: "X'i takip et".
    'takip et|takip eder misin|takipte tut|izle|göz kulak ol|kontrol et|' +
    'istiyorum|almak istiyorum|alacağım|arıyorum|e-posta|eposta|mail|sms|bildirim',
  lead: '',
  articles: '',
  soft: 've|ile|için|bir|yeni|veya|ya da',
  topic: 'hakkında|ile ilgili',
  contentTopic: 'hakkında haberler|ile ilgili haberler',
  page: 'sayfa|sayfası|sayfasında|sayfasını|sayfadaki|site|sitesi|sitesinde|sitede|web sitesi|web sitesinde|bölüm|bölümü',
  priceNouns: 'fiyat|fiyatı',
  price:
    'fiyat|fiyatı|fiyatını|fiyatının|fiyatlar|fiyatları|ücret|ücreti|ucuz|ucuza|ucuzlarsa|ucuzlayınca|ucuzlar|indirim|indirime|' +
    'indirimde|indirimli|kampanya|kampanyada|kampanyaya|zam|zamlanırsa|pahalanırsa',
  availability:
    'stok|stokta|stoğa|stoklara|stoklarda|stoğu|stok durumu|stokta yok|tükenirse|tükenince|tükendi|mevcut|satışta|satışa|' +
    'satışa çıkarsa|satışa çıkınca|satın alınabilir|ön sipariş',
  content:
    'değişirse|değişince|değiştiğinde|değişiklik|değişiklikleri|güncellenirse|güncellenince|güncelleme|güncellemeler|' +
    'yeni sürüm|yeni sürümü|sürüm|sürümü|yeni versiyon|yeni versiyonu|yayınlanırsa|yayınlanınca|yayınlandığında|' +
    'iş ilanı|iş ilanları|yeni iş ilanları|yeni iş ilanı|ilan|ilanlar|ilanları|yeni ilan|yeni bölüm|yeni sezon|duyuru|duyurular',
  returns: 'tekrar|yeniden|yine|gene|geri',
  appears: 'çıkarsa|çıkınca|yayınlanırsa|yayınlanınca|eklenirse|eklenince',
  sitePrepositions: '',
  conjunctions: 've|veya|ya da|yahut',
  shopVerbs: 'satarsa|satıyor|getirirse',
  shopNameEndings: PLACE_ENDINGS,
  placeEndings: PLACE_ENDINGS,
};

export const TURKISH_CONDITIONS: ConditionWords = {
  // Turkish bounds follow the amount ("altına"); before it stand only "en fazla" and the like.
  below: '',
  above: 'en az|minimum',
  aboveAfter:
    'üstüne|üzerine|üstüne çıkarsa|üzerine çıkarsa|üstüne çıkınca|üzerine çıkınca|veya üstü|veya üzeri|ve üstü|ve üzeri|veya daha fazla|' +
    'ya da daha fazla|veya fazlası',
  belowAfter:
    'altına|altında|altı|altına düşerse|altına düşünce|altına inerse|altına inince|altına düştüğünde|altına indiğinde|az|daha az|ucuz|' +
    'daha ucuz|ucuza|daha ucuza|aşağı|aşağısına',
  atMost: 'en fazla|en çok|maksimum|maks.|max.|azami',
  atMostAfter:
    'veya altı|veya altına|veya altında|ve altı|ve altına|ya da altı|ya da altına|veya daha az|ya da daha az|veya daha ucuz|' +
    'veya aşağısı|ve aşağısı|ya da aşağısı|maksimum|max|en fazla|olunca|olursa|olduğunda',
  dropVerbs: 'düşerse|düşünce|düştüğünde|düşer|inerse|inince|indiğinde|ucuzlarsa|ucuzlayınca|ucuzladığında|azalırsa|azalınca',
  by: 'en az',
  dropAfter:
    'düşerse|düşünce|düştüğünde|düşer|inerse|inince|ucuzlarsa|ucuzlayınca|ucuzladığında|daha ucuzlarsa|azalırsa|azalınca|indirim|' +
    'indirime girerse|indirime girince|indirimli|ucuzlama',
  riseVerbs: 'artarsa|artınca|yükselirse|yükselince|zamlanırsa|zamlanınca|pahalanırsa|pahalılaşırsa',
  percent: 'yüzde',
  percentBefore: 'yüzde',
  anyDrop:
    'düşerse|düşünce|düştüğünde|ucuzlarsa|ucuzlayınca|ucuzladığında|indirime girerse|indirime girince|indirime girdiğinde|indirimde|' +
    'indirimli|indirim|indirime|kampanyaya girerse|kampanyada|fiyatı düşerse|fiyatı düşünce|fiyat düşüşü|her düşüşte|azalırsa|inerse|inince',
  outOfStock:
    'tükenirse|tükenince|tükendiğinde|tükenir|tükendi|stoğu biterse|stoğu bitince|stokta kalmazsa|stoklar tükenirse|stokta yok|' +
    'biterse|bitince|satışa kapanırsa|mevcut değil',
  neutralStock: 'stok durumu|stok durumunu|stok bilgisi',
  inStock: 'stokta|stoğa|stoklara|stoklarda|mevcut|satışta|satışa',
  again: 'tekrar|yeniden|yine|gene|geri',
  negation: 'değil|olmayınca',
  only: 'sadece|yalnızca|yalnız',
  orEqual: 'veya eşit|ya da eşit',
  equalOr: 'eşit veya',
  inPrice: 'fiyatça',
  cost: 'olursa|olunca|tutarsa|tutunca',
  between: 'arasına|arasında',
  rangeAnd: 'ile|ve',
};
