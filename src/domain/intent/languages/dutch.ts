import type { LanguageWords } from './language-words.js';

export const DUTCH: LanguageWords = {
  code: 'nl',
  markers: 'de|het|een|als|wanneer|bij|op|mij|laat|weten|prijs|van|voor|zijn|weer|dan|waarschuw|zodra|en|of',
  frame:
    // Looking for or buying the product, around its name: "ik wil de PS5 kopen"; how long one has waited is no part of it either.
    'al maanden|al weken|al tijden|kopen|koop|bestellen|aanschaffen|zoek|zoeken|halen|scoren|' +
    // Asking kindly: "zou je zo vriendelijk willen zijn me te laten weten".
    'zo vriendelijk willen zijn|zo vriendelijk zijn|zo vriendelijk|vriendelijk|te laten weten|' +
    'laat|laten|weten|me|mij|ons|het|ik|wij|wil|zou|graag|waarschuw|waarschuwen|waarschuwing|stuur|stuurt|sturen|melding|' +
    'een melding|meld|melden|bericht|een bericht|seintje|een seintje|geef|informeer|als|wanneer|zodra|is|zijn|wordt|worden|' +
    'komt|gaat|zit|zitten|er|alsjeblieft|aub|nu|meteen|direct|je|in de gaten|in de gaten houden|' +
    'niet|niet meer|meer|even|ff|svp|gaan|kan|kunnen|krijg|krijgen|wil graag|staat|staan|ligt|geworden|' +
    'versie|versies|nieuwe versie|uitkomt|uitkomen|uitgebracht|elke dag|iedere dag|dagelijks|elke week|wekelijks|' +
    'mail|mailtje|e-mail|sms|sms\'je|appje|berichtje|pushbericht|notificatie|al|nog|eindelijk|ooit|wel|' +
    // Common slips: "wanner", and "word" for "wordt".
    'wanner|wnr|word|uitkomt|uitkomen|uitgebracht|' +
    // Someone publishing or opening listings: "ING plaatst vacatures".
    'plaatst|plaatsen|publiceert|publiceren|opent|openen|geplaatst',
  lead: 'volg|volgen|hou|houd|houden|controleer|bewaak|check',
  articles: 'de|het|een',
  soft: 'de|het|een|van|voor|met|en|of|mijn|nieuwe|nieuw|deze|dit|dat|die|elke|elk|iedere|ieder|naar|aan|om|te|weer|dan',
  topic: 'over',
  contentTopic: 'nieuws over|updates over|nieuws van|vacatures voor|vacatures als|banen voor|banen als',
  page: 'pagina|website|site|webpagina|homepagina|sectie|rubriek',
  priceNouns: 'prijs|prijzen',
  price:
    'prijs|prijzen|prijsdaling|prijsverlaging|daalt|dalen|zakt|zakken|goedkoper|goedkoop|aanbieding|aanbiedingen|' +
    'in de aanbieding|korting|kortingen|uitverkoop|in de uitverkoop|kost|kosten|stijgt|stijgen|duurder|in prijs|' +
    'in prijs daalt|voordeliger|verlaagd|afgeprijsd|in prijs verlaagd|gezakt|gedaald|daling|actie|in de actie|' +
    'lager|afgeprijsd is|omlaag|omlaag gaat|omlaag gaan|naar beneden|naar beneden gaat',
  availability:
    'beschikbaar|beschikbaarheid|op voorraad|voorraad|weer op voorraad|leverbaar|weer leverbaar|uitverkocht|' +
    'niet leverbaar|niet beschikbaar|te koop|bestelbaar|weer beschikbaar|pre-order|in voorraad|weer in voorraad|' +
    'voorradig|verkrijgbaar|weer verkrijgbaar|te bestellen|niet meer leverbaar|niet meer beschikbaar|' +
    'niet meer op voorraad|niet op voorraad|weer binnen|uitverkocht raakt|in de verkoop|in de voorverkoop|voorverkoop',
  content:
    'nieuw album|nieuwe album|verandert|veranderen|verandering|veranderingen|gewijzigd|wijziging|wijzigingen|wijzigt|nieuws|artikel|artikelen|' +
    'gepubliceerd|inhoud|vacatures|vacature|nieuwe vacatures|aflevering|afleveringen|nieuwe aflevering|banen|nieuwe banen|wijzigen|veranderd|aangepast|aanpassing|aanpassingen|bijgewerkt|nieuwe versie|nieuwe versies|nieuwe release|hoofdstuk|hoofdstukken|nieuw hoofdstuk|nieuwe hoofdstukken|nieuw seizoen|nieuwe seizoen',
  returns: 'weer|terug|weer terug',
  appears: 'verschijnt|verschijnen|opduikt|opduiken',
  sitePrepositions: 'bij|op|van|via',
  conjunctions: 'en|of|ofwel',
  shopVerbs: 'heeft|hebben|krijgt|krijgen|verkoopt|verkopen',
};
