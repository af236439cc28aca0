/**
 * Month names as pages write them in dates, in the languages of our stock tables and beyond, with
 * the forms their dates take ("1. dubna", "15 de enero", "3 maja", "12. joulukuuta", "4 Mayıs",
 * "1 Μαρτίου"), for count-facts.ts's notice dates.
 */
export const MONTHS = [
  // en, de, fr, it, es, pt (abbreviations and the forms shared between them)
  'jan(?:uary|vier|uar|eiro)?', 'feb(?:ruary|ruar)?', 'févr(?:ier)?', 'mar(?:ch|s|zo|ço)?', 'märz', 'apr(?:il|ile)?', 'avr(?:il)?', 'may', 'mai', 'mayo', 'maggio',
  'jun[eio]?', 'juin', 'giugno', 'jul[iy]?', 'juil(?:let)?', 'luglio', 'aug(?:ust)?', 'août', 'agosto', 'sep(?:t|tember|tembre|tiembre)?', 'oct(?:ober|obre)?',
  'okt(?:ober)?', 'ott(?:obre)?', 'nov(?:ember|embre)?', 'dec(?:ember)?', 'déc(?:embre)?', 'dez(?:ember)?', 'dic(?:iembre|embre)?',
  'enero', 'febrero', 'abril', 'junio', 'julio', 'octubre', 'noviembre', 'gennaio', 'febbraio', 'aprile', 'settembre',
  'fevereiro', 'março', 'maio', 'junho', 'julho', 'setembro', 'outubro', 'novembro', 'dezembro',
  // nl, sv, da, no
  'januari', 'februari', 'maart', 'mei', 'augustus', 'augusti', 'januar', 'februar', 'marts', 'desember', 'mars', 'maj',
  // pl (genitive, as in dates)
  'stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia',
  // fi (partitive, as in dates)
  'tammikuuta', 'helmikuuta', 'maaliskuuta', 'huhtikuuta', 'toukokuuta', 'kesäkuuta', 'heinäkuuta', 'elokuuta', 'syyskuuta', 'lokakuuta', 'marraskuuta', 'joulukuuta',
  // cs (genitive), sk
  'ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince', 'januára', 'februára', 'marca', 'apríla', 'mája', 'júna', 'júla', 'augusta', 'septembra', 'októbra', 'novembra', 'decembra',
  // tr
  'ocak', 'şubat', 'mart', 'nisan', 'mayıs', 'haziran', 'temmuz', 'ağustos', 'eylül', 'ekim', 'kasım', 'aralık',
  // hu
  'január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október',
  // ro
  'ianuarie', 'februarie', 'martie', 'aprilie', 'iunie', 'iulie', 'septembrie', 'octombrie', 'noiembrie', 'decembrie',
  // el (genitive)
  'ιανουαρίου', 'φεβρουαρίου', 'μαρτίου', 'απριλίου', 'μαΐου', 'ιουνίου', 'ιουλίου', 'αυγούστου', 'σεπτεμβρίου', 'οκτωβρίου', 'νοεμβρίου', 'δεκεμβρίου',
]
  // Longest first, so "marca" is not read as "mar" and a letter left over.
  .sort((a, b) => b.length - a.length)
  .join('|');
