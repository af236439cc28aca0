/**
 * What a box, bundle or kit holds, as a product page lists it after its label ("In the box: camera,
 * 2 batteries, strap", "Lieferumfang: …", "El pack incluye: …", "Paketet innehåller: …", "同梱品：…"):
 * what the buyer gets for the price, a fact however short, like a plan's limit. The list follows
 * its label on the same line, or stands on the next when the label ends its line (a heading).
 */
import { letterTree } from '../extraction/letter-tree.js';

const LABELS = [
  "what's in the box", 'what’s in the box', 'in the box', 'box contents', 'package contents', 'contents of the box',
  'the bundle includes', 'the kit includes', 'the set includes', 'the pack includes', 'the package includes', 'included in the box',
  'lieferumfang', 'packungsinhalt', 'inhalt der verpackung', 'das set enthält', 'das paket enthält', 'im paket enthalten',
  'contenu de la boîte', 'contenu du pack', 'contenu du coffret', 'contenu du colis', 'le pack comprend', 'le coffret contient', 'la boîte contient', 'le kit comprend',
  'contenido de la caja', 'contenido del pack', 'contenido del paquete', 'el pack incluye', 'la caja incluye', 'el kit incluye', 'el paquete incluye',
  'contenuto della confezione', 'la confezione include', 'la confezione contiene', 'il kit include', 'il pacchetto include',
  'inhoud van de verpakking', 'inhoud verpakking', 'inhoud van de doos', 'het pakket bevat', 'de set bevat', 'in de doos',
  'conteúdo da embalagem', 'conteúdo da caixa', 'o pack inclui', 'a embalagem inclui', 'o kit inclui', 'a caixa inclui',
  'zawartość zestawu', 'zawartość opakowania', 'zestaw zawiera', 'w zestawie', 'w pudełku',
  'förpackningen innehåller', 'paketet innehåller', 'i förpackningen', 'i lådan', 'ingår i paketet',
  'pakken indeholder', 'æsken indeholder', 'indhold i æsken', 'i æsken', 'sættet indeholder', 'pakken inneholder', 'innhold i esken', 'i esken',
  'pakkauksen sisältö', 'paketti sisältää', 'obsah balení', 'balení obsahuje', 'kutu içeriği', 'paket içeriği', 'a csomag tartalma', 'a doboz tartalma',
  'conținutul pachetului', 'pachetul include', 'περιεχόμενα συσκευασίας',
  '同梱品', '同梱物', '付属品', 'セット内容', '内容物', '包装清单', '包装内容', '套装包含', '구성품', '구성 내용',
];
const LABEL = letterTree(LABELS);
const MAY_NAME_CONTENTS = new RegExp(LABEL, 'i');
const CONTENTS = new RegExp(String.raw`(?<![\p{L}])(?:${LABEL})(?![\p{L}])\s?(?:[:：][ \t]*|[ \t]*\n\s*)([^\n]{3,240})`, 'giu');
const LABEL_LINE = new RegExp(String.raw`^\s*(?:${LABEL})\s?[:：]?\s*$`, 'iu');

/** Each bundle's list in `text`, with its label, as written; `above`, the line before the text, may be the label (a heading). */
export function findBundleContents(text: string, above = ''): string[] {
  const found = MAY_NAME_CONTENTS.test(text) ? [...text.matchAll(CONTENTS)].map((match) => match[0]) : [];
  if (MAY_NAME_CONTENTS.test(above) && LABEL_LINE.test(above)) found.push(`${above.trim()} ${text.split('\n', 1)[0]!.trim()}`);
  return found;
}
