import { removeAccents } from './languages/language-words.js';

// German and Dutch, which also write a kind of a category as one word ending in its name (below).
const GERMAN =
  'handy|kopfhörer|fernseher|kamera|konsole|spielkonsole|uhr|staubsauger|saugroboter|drucker|lautsprecher|drohne|fahrrad|' +
    'jacke|schuhe|sneaker|turnschuhe|kaffeevollautomat|kaffeemaschine|espressomaschine|heißluftfritteuse|kühlschrank|' +
    'spülmaschine|geschirrspüler|waschmaschine|trockner|matratze|kinderwagen|rucksack|grafikkarte|prozessor|tastatur|maus|' +
    'stuhl|schreibtisch|lampe|karten|konzertkarten|akkuschrauber|bohrmaschine|smartphone|notebook|laptop|tablet|mixer|spiel|' +
    'buch|roman|pfanne|bratpfanne|kochtopf|topf|brettspiel|gesellschaftsspiel|kaffeebohnen|schallplatte|vinyl';
const DUTCH =
  'telefoon|koptelefoon|oordopjes|televisie|horloge|stofzuiger|robotstofzuiger|fiets|jas|schoenen|koffiemachine|' +
    'koffiezetapparaat|koelkast|vaatwasser|wasmachine|matras|rugzak|videokaart|toetsenbord|muis|stoel|lamp|kaartjes|' +
    'monitor|laptop|tablet|smartphone|airfryer|droger|wasdroger|magnetron|oven|föhn|scheerapparaat|tandenborstel|' +
    'elektrische tandenborstel|kinderwagen|speaker|soundbar|router|drone|fietsstoeltje|tv|parfum|boek|roman|koekenpan|braadpan|' +
    'bordspel|gezelschapsspel|koffiebonen|lp|elpee|plaat';

const SWEDISH =
  'dammsugare|dammsugaren|robotdammsugare|robotdammsugaren|hörlurar|hörlurarna|mobil|mobilen|mobiltelefon|telefonen|' +
    'laptopen|bärbar dator|dator|datorn|surfplatta|surfplattan|kameran|konsol|konsolen|spelkonsol|spelkonsolen|klocka|' +
    'smartklocka|skrivare|skrivaren|högtalare|högtalaren|skärm|skärmen|grafikkort|grafikkortet|kaffemaskin|kaffemaskinen|' +
    'espressomaskin|kylskåp|kylskåpet|tvättmaskin|tvättmaskinen|diskmaskin|diskmaskinen|cykel|cykeln|elcykel|skor|skorna|' +
    'jacka|jackan|ryggsäck|ryggsäcken|tangentbord|tangentbordet|biljetter|biljetterna|biljett|bok|boken|stekpanna|stekpannan|kastrull|' +
    'sällskapsspel|sällskapsspelet|brädspel|brädspelet|kaffebönor|kaffebönorna|vinyl|vinylen|lp|lp:n|skivan';
const DANISH =
  'støvsuger|støvsugeren|robotstøvsuger|robotstøvsugeren|høretelefoner|høretelefonerne|hovedtelefoner|mobiltelefon|' +
    'mobilen|fjernsyn|fjernsynet|kameraet|konsollen|spillekonsol|kaffemaskine|kaffemaskinen|køleskab|køleskabet|' +
    'opvaskemaskine|opvaskemaskinen|vaskemaskine|vaskemaskinen|cyklen|barnevogn|rygsæk|rygsækken|grafikkortet|' +
    'tastaturet|billetter|billetterne|bogen|stegepande|gryde|brætspil|brætspillet|kaffebønner|kaffebønnerne|vinyl|vinylen|' +
    'lp|lp\'en|pladen';

// Generic names of product categories, in the languages intents are read in. Before a
// brand and model they describe the product rather than name it: "die Grafikkarte RTX 5070",
// "la cafetera De'Longhi Magnifica", "Smart TV LG OLED C3". German capitalises them, so
// capitals alone cannot tell them from the name.
const CATEGORIES = [
  // English
  'phone|smartphone|laptop|notebook|tablet|headphones|earbuds|tv|television|camera|console|smartwatch|vacuum|robot vacuum|' +
    'robot|mixer|blender|printer|speaker|soundbar|router|drone|bike|e-bike|jacket|shoes|sneakers|coffee machine|espresso machine|' +
    'air fryer|fridge|refrigerator|dishwasher|washer|dryer|mattress|stroller|backpack|graphics card|gpu|keyboard|mouse|' +
    'chair|desk|lamp|tickets|ticket|smart tv|monitor|tv|book|novel|paperback|hardcover|frying pan|skillet|saucepan|' +
    'board game|coffee beans|vinyl|box set',
  GERMAN,
  // French
  'téléphone|portable|ordinateur|pc|tablette|casque|écouteurs|télé|téléviseur|appareil photo|montre|aspirateur|' +
    'aspirateur robot|robot aspirateur|mixeur|imprimante|écran|enceinte|routeur|vélo|veste|chaussures|baskets|cafetière|' +
    'machine à café|friteuse|réfrigérateur|frigo|lave-vaisselle|lave-linge|matelas|poussette|sac à dos|carte graphique|' +
    'clavier|souris|chaise|lampe|billets|places|livre|roman|poêle|sauteuse|jeu de société|café en grains|vinyle|coffret|' +
    'coffret blu-ray',
  // Spanish
  'móvil|teléfono|portátil|cascos|ordenador|tableta|auriculares|televisor|tele|cámara|consola|reloj|aspiradora|robot aspirador|' +
    'batidora|impresora|altavoz|dron|bicicleta|chaqueta|zapatillas|zapatos|cafetera|freidora|freidora de aire|nevera|' +
    'frigorífico|lavavajillas|lavadora|colchón|cochecito|mochila|tarjeta gráfica|teclado|ratón|silla|escritorio|lámpara|entradas|' +
    'libro|novela|sartén|olla|juego de mesa|café en grano|vinilo|disco de vinilo|pack de blu-ray',
  // Italian
  'telefono|cellulare|portatile|computer|cuffie|auricolari|televisore|fotocamera|orologio|aspirapolvere|robot aspirapolvere|' +
    'frullatore|stampante|altoparlante|cassa|bicicletta|bici|giacca|scarpe|macchina del caffè|macchinetta|friggitrice|' +
    'frigorifero|lavastoviglie|lavatrice|materasso|passeggino|zaino|scheda video|tastiera|sedia|scrivania|lampada|biglietti|' +
    'libro|romanzo|padella|pentola|gioco da tavolo|gioco in scatola|caffè in grani|vinile|cofanetto',
  DUTCH,
  // Portuguese
  'celular|telemóvel|telefone|computador|fone|fones|auscultadores|televisão|câmera|câmara|consola|relógio|aspirador|robô|' +
    'robô aspirador|liquidificador|impressora|caixa de som|coluna|roteador|bicicleta|jaqueta|casaco|tênis|sapatos|cafeteira|' +
    'máquina de café|fritadeira|geladeira|lava-louças|máquina de lavar|colchão|carrinho|mochila|placa de vídeo|rato|cadeira|' +
    'luminária|ingressos|ingresso|bilhetes|bilhete|monitor|teclado|notebook|smartphone|tablet|videogame|console|' +
    'micro-ondas|microondas|ar-condicionado|ar condicionado|fogão|forno|forno elétrico|panela|panela de pressão|' +
    'panela elétrica|fone de ouvido|fones de ouvido|headset|smartwatch|relógio inteligente|secador|secador de cabelo|' +
    'máquina de lavar roupa|lava e seca|purificador|ventilador|batedeira|perfume|portátil|frigorífico|máquina fotográfica|livro|frigideira|' +
    'jogo de tabuleiro|café em grãos|café em grão|vinil|disco de vinil|box|box blu-ray',
  // Polish, in the nominative and in the genitive or accusative a sentence puts them in ("cena odkurzacza Dyson V15")
  'odkurzacz|odkurzacza|robot sprzątający|robota sprzątającego|słuchawki|słuchawek|telewizor|telewizora|smartfon|smartfona|' +
    'telefon|telefonu|laptop|laptopa|tablet|tabletu|konsola|konsoli|konsolę|aparat|aparatu|zegarek|zegarka|drukarka|drukarki|' +
    'drukarkę|głośnik|głośnika|monitor|monitora|karta graficzna|karty graficznej|kartę graficzną|ekspres|ekspresu|' +
    'ekspres do kawy|ekspresu do kawy|frytkownica|frytkownicy|frytkownicę|lodówka|lodówki|lodówkę|pralka|pralki|pralkę|' +
    'zmywarka|zmywarki|zmywarkę|rower|roweru|buty|butów|kurtka|kurtki|kurtkę|plecak|plecaka|klawiatura|klawiatury|klawiaturę|' +
    'myszka|myszki|krzesło|krzesła|bilety|biletów|książka|książki|książkę|klocki|klocków|patelnia|patelni|patelnię|garnek|garnka|' +
    'gra planszowa|gry planszowej|grę planszową|kawa ziarnista|kawy ziarnistej|kawę ziarnistą|płyta winylowa|płyty winylowej|płytę winylową|winyl',
  // Swedish, bare and with the article it takes as a suffix ("dammsugaren Dyson V15")
  SWEDISH,
  // Danish, bare and with the article it takes as a suffix ("støvsugeren Dyson V15")
  DANISH,
  // Czech, in the nominative and in the genitive or accusative a sentence puts them in ("cena vysavače Dyson V15")
  'vysavač|vysavače|robotický vysavač|robotického vysavače|sluchátka|sluchátek|televize|televizor|televizoru|mobilu|' +
    'telefonu|notebooku|tabletu|konzole|konzoli|fotoaparát|fotoaparátu|hodinky|hodinek|tiskárna|tiskárny|tiskárnu|' +
    'reproduktor|reproduktoru|monitoru|grafická karta|grafické karty|grafickou kartu|kávovar|kávovaru|fritéza|fritézy|' +
    'fritézu|lednice|lednici|pračka|pračky|pračku|myčka|myčky|myčku|bunda|bundu|batoh|batohu|klávesnice|klávesnici|' +
    'vstupenky|vstupenek|kniha|knihy|knihu|kostky|stavebnice|stavebnici|pánev|hrnec|desková hra|deskové hry|deskovou hru|' +
    'zrnková káva|zrnkové kávy|zrnkovou kávu|vinyl|vinylová deska|vinylovou desku',
].join('|').split('|');

// The preposition inside a Romance category name varies with the writer ("macchina del caffè",
// "macchina da caffè", "machine de café", "máquina para café"): names are compared without it.
const LINKS = new Set(['de', 'da', 'del', 'dello', 'della', 'di', 'per', 'a', 'au', 'du', 'para', 'do', 'pour']);

function withoutLinks(plain: string): string {
  const words = plain.split(' ');
  return words.map((w, i) => (i > 0 && i < words.length - 1 && LINKS.has(w) ? '~' : w)).join(' ');
}

// Letters with a stroke do not decompose as accents do; typed without one ("sluchawki") the word is the same.
const plainLetters = (phrase: string): string => removeAccents(phrase).replace(/ł/g, 'l');
const categories = new Set(CATEGORIES.map((c) => withoutLinks(plainLetters(c))));
// Swedish and Danish write the definite article as a suffix, after a plural's ending too: "hovedtelefonerne",
// "kaffemaskinerna", "kameran".
const NORDIC_ARTICLES = ['ne', 'na', 'en', 'et', 'n', 't', 'erna', 'arna', 'orna', 'erne', 'rne'];
const MIN_NORDIC_STEM = 4;
const nordicCategories = new Set(`${SWEDISH}|${DANISH}`.split('|').filter((c) => !c.includes(' ')).map(plainLetters));
const isNordicDefinite = (word: string): boolean =>
  NORDIC_ARTICLES.some((end) => word.length >= MIN_NORDIC_STEM + end.length && word.endsWith(end) && nordicCategories.has(word.slice(0, -end.length)));
// "Akkustaubsauger", "Bluetooth-Lautsprecher", "steelstofzuiger": a German or Dutch word ending in a
// category's name of MIN_COMPOUND_END letters or more, after MIN_COMPOUND_HEAD letters of its own.
const MIN_COMPOUND_END = 4;
const MIN_COMPOUND_HEAD = 3;
// A volume of a series is named only in compounds ("Asterix-Band", "Sammelband"): alone, "Band" is also a band.
const COMPOUND_ONLY = 'band';
// A boxed set is named only after a hyphen ("4K-Box", "Blu-ray-Box"): alone, "Box" is many products' name.
const HYPHEN_ONLY = `${COMPOUND_ONLY}|box`;
const compoundEnds = new Set(`${GERMAN}|${DUTCH}|${COMPOUND_ONLY}`.split('|').filter((c) => !c.includes(' ') && c.length >= MIN_COMPOUND_END).map(removeAccents));
// After a hyphen the head is plain, so a short category ends a compound too: "4K-Box", "DVD-Box", "Smart-tv".
const hyphenEnds = new Set(`${GERMAN}|${DUTCH}|${HYPHEN_ONLY}`.split('|').filter((c) => !c.includes(' ')).map(removeAccents));

/** Whether one word is a German or Dutch compound ending in a category's name. */
function isCompoundCategory(word: string): boolean {
  const hyphen = word.lastIndexOf('-');
  if (hyphen >= MIN_COMPOUND_HEAD - 1 && hyphenEnds.has(word.slice(hyphen + 1))) return true;
  for (let k = MIN_COMPOUND_HEAD; k <= word.length - MIN_COMPOUND_END; k++) {
    if (compoundEnds.has(word.slice(k))) return true;
  }
  return false;
}

/** Longest category name, in words. */
export const MAX_CATEGORY_WORDS = Math.max(...CATEGORIES.map((c) => c.split(' ').length));

// "fritadeira elétrica", "friteuse électrique", "elektryczna", "aspirateur sans fil": Romance languages, Polish
// and Czech put the adjective of a category's kind, or a phrase of one ("without wire"), after it, and the two
// still name the category.
const KIND_ADJECTIVES = new Set(
  ('elétrico|elétrica|eléctrico|eléctrica|elettrico|elettrica|électrique|elektryczny|elektryczna|elektryczne|' +
    'elektrický|elektrická|elektrické|inalámbrico|inalámbrica|inalámbricos|inalámbricas|automático|automática|' +
    'automatico|automatica|automatique|superautomático|superautomática|superautomatico|superautomatica|' +
    'bezprzewodowy|bezprzewodowa|bezprzewodowe|bezdrátový|bezdrátová|bezdrátové|sans fil|senza fili|senza filo|' +
    'sin cable|sin cables|sem fio|sem fios')
    .split('|')
    .map(plainLetters),
);
const MAX_KIND_WORDS = 2;

/** Whether `phrase` (lower case, single-spaced) names a product category rather than a product. */
export function isCategoryName(phrase: string): boolean {
  const plain = plainLetters(phrase);
  if (categories.has(withoutLinks(plain))) return true;
  const words = plain.split(' ');
  if (words.length === 1) return isCompoundCategory(plain) || isNordicDefinite(plain);
  for (let k = 1; k <= Math.min(MAX_KIND_WORDS, words.length - 1); k++) {
    if (KIND_ADJECTIVES.has(words.slice(-k).join(' ')) && categories.has(withoutLinks(words.slice(0, -k).join(' ')))) return true;
  }
  return false;
}
