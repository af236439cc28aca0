import type { LanguageWords } from './language-words.js';

export const FRENCH: LanguageWords = {
  code: 'fr',
  markers: 'le|la|les|du|des|une|quand|sur|chez|est|sont|moi|je|dès|que|prix|baisse|lorsque|veux|voudrais|ou|et',
  frame:
    // Looking for or buying the product, around its name: "je cherche à acheter un iPhone"; how long one has waited is no part of it either.
    'depuis des mois|depuis des semaines|depuis longtemps|cherche|cherche à|recherche|acheter|achète|commander|' +
    'préviens|prévenez|prévenir|prévenu|prévenue|alerte|alertez|alerter|alerté|alertée|avertis|avertissez|averti|dis|dites|' +
    'dire|notifie|notifiez|notifier|informe|informez|envoie|envoyez|signale|signalez|moi|me|m|je|j|nous|veux|voudrais|' +
    'voudrait|aimerais|souhaite|souhaiterais|savoir|être|quand|lorsque|si|dès que|dès|que|qu|est|sont|sera|seront|il|elle|' +
    'ils|elles|y|il y a|y a|svp|stp|merci|immédiatement|maintenant|enfin|une alerte|passe|passent|repasse|repassent|' +
    'de nouveau|à nouveau|ça|cela|chaque jour|tous les jours|chaque semaine|mail|e-mail|courriel|sms|message|notification|version|nouvelle version|sort|sortent|sortira|sortiront|sorte|' +
    // Someone publishing or opening listings: "Decathlon publie des offres".
    'publie|publient|publiera|publieront|ouvre|ouvrent|met en ligne|mettent en ligne|' +
    // Chat spellings of "quand".
    'qd|qnd|qand|' +
    // Asking whether someone can, and the interjections before it: "hé, tu peux me dire", "jveux savoir".
    'tu|peux|pourrais|pourriez|pouvez|hé|eh|jveux|jvoudrais|' +
    // Saying what one has already, before the product asked about: "j'ai déjà la PS5, préviens-moi quand …".
    'ai|déjà|' +
    // The halves of a negation around its verb, which the condition reads: "n'est plus disponible", "ne dépasse pas".
    'ne|n|n\'|pas|jamais',
  lead: 'surveille|surveiller|surveillez|suis|suivre|suivez|garde un œil|garde un oeil|garder un œil|garder un oeil|regarde|vérifie|vérifier|observe',
  articles: 'le|la|les|l\'|l|un|une',
  soft:
    'le|la|les|l\'|l|du|des|de|d\'|un|une|au|aux|en|et|ou|pour|avec|mon|ma|mes|ce|cet|cette|ces|nouveau|nouvelle|nouveaux|' +
    'nouvelles|à|par|sa|son|ses',
  topic: 'à propos de|à propos du|à propos des|au sujet de|au sujet du|concernant',
  contentTopic: 'du nouveau|des nouvelles de|des nouvelles du|actualités sur|nouveautés sur|des nouveautés sur|les nouveautés de|offres d\' emploi pour|offres d\' emploi de|postes de',
  page: 'page|site|site web|page web|accueil|page d\' accueil|rubrique|section',
  priceNouns: 'prix',
  price:
    'prix|baisse|baisser|baissent|baissé|diminue|diminuent|moins cher|moins chère|moins chers|moins chères|pas cher|promo|' +
    'promos|promotion|promotions|solde|soldes|soldé|soldée|soldés|soldées|en solde|en soldes|en promo|réduction|réductions|' +
    'remise|bon plan|bons plans|coûte|coûtent|coûter|descend|descendent|chute|tombe|tombent|offre|offres|augmente|tarif',
  availability:
    'disponible|disponibles|disponibilité|en stock|de nouveau en stock|de retour en stock|de retour|en rupture|rupture|' +
    'rupture de stock|en rupture de stock|épuisé|épuisée|épuisés|épuisées|réapprovisionné|précommande|en précommande|' +
    'commandable|revient|reviennent|revient en stock|en vente|mis en vente|mise en vente|stock|dispo',
  content:
    'nouvel album|nouveaux albums|change|changent|changé|changement|changements|modification|modifications|modifié|modifiée|mise à jour|mises à jour|' +
    'mis à jour|nouveauté|nouveautés|actualité|actualités|nouvelles|article|articles|publié|publie|publication|contenu|' +
    'offres d\' emploi|postes|' +
    'épisode|épisodes|nouvel épisode|postes ouverts|nouveaux postes|changera|changeront|évolue|évoluent|modifient|modifie|nouvelle version|nouvelles versions|chapitre|chapitres|nouveau chapitre|nouveaux chapitres|offre d\' emploi|nouvelle offre d\' emploi|poste ouvert|nouveau poste|nouvelle saison',
  returns: 'de nouveau|à nouveau|de retour|revient|reviennent',
  appears: 'apparaît|apparaissent|apparaisse|est listé|est listée',
  sitePrepositions: 'sur|chez|de|du|à',
  conjunctions: 'et|ou',
  shopVerbs: 'a|ont|reçoit|reçoivent|vend|vendent|propose|proposent',
};
