// The nouns for a version and a release in the nine languages, lower-case ("versión", "wersji",
// "lançamento"). A number after a version noun is the version's; a release watch keeps the site's
// owner as its subject, since what it releases is named after it.
const VERSION_NOUNS = new Set([
  'version', 'versions', 'versionen', 'versión', 'versiones', 'versione', 'versioni', 'versie', 'versies', 'versão', 'versões',
  'wersja', 'wersji', 'wersję',
]);
const RELEASE_NOUNS = new Set(['release', 'releases', 'lançamento', 'lanzamiento', 'rilascio', 'utgåva', 'wydanie']);

export function isVersionNoun(lower: string): boolean {
  return VERSION_NOUNS.has(lower);
}

export function isReleaseNoun(lower: string): boolean {
  return VERSION_NOUNS.has(lower) || RELEASE_NOUNS.has(lower);
}
