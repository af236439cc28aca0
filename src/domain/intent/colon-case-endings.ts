// Finnish writes a case ending after a colon on a name it cannot inflect otherwise ("PS5:n hinta", "iPhone
// 16:lle"): the name is the product, the ending grammar. (Swedish "H&M:s" is a genitive that stays in a name.)
const COLON_ENDING = /(?<=[\p{L}\d]):\p{Ll}{1,4}(?=\s|$)/gu;

/** The product without case endings written after a colon: "ps5 pro:n" → "ps5 pro". */
export function withoutColonEndings(product: string): string {
  return product.replace(COLON_ENDING, '');
}
