// The nouns for a version and a release in the languages read, lower-case ("versión", "wersji",
// "lançamento"). A number after a version noun is the version's; a release watch keeps the site's
// owner as its subject, since what it releases is named after it.
const VERSION_NOUNS = new Set([
  'version', 'versions', 'versionen', 'versión', 'versiones', 'versione', 'versioni', 'versie', 'versies', 'versão', 'versões',
  'wersja', 'wersji', 'wersję', 'verze', 'verzi',
]);
// An album is a release too: "a new album by X" names what X releases.
const RELEASE_NOUNS = new Set([
  'release', 'releases', 'lançamento', 'lanzamiento', 'rilascio', 'utgåva', 'wydanie', 'udgivelse', 'udgivelsen', 'vydání',
  'album', 'albums', 'álbum', 'álbumes', 'álbuns', 'albumet', 'albumu',
]);

export function isVersionNoun(lower: string): boolean {
  return VERSION_NOUNS.has(lower);
}

// The kinds of software in the languages read, in the cases a version noun puts them in ("wersja programu X").
const SOFTWARE_NOUNS = new Set([
  'app', 'application', 'program', 'software', 'programm', 'anwendung', 'appli', 'logiciel', 'aplicación', 'programa',
  'applicazione', 'programma', 'applicatie', 'aplicativo', 'aplicação', 'aplikacja', 'aplikacji', 'programu', 'appen',
  'programmet', 'applikation', 'applikationen', 'aplikace', 'aplikaci', 'programu',
]);

export function isSoftwareNoun(lower: string): boolean {
  return SOFTWARE_NOUNS.has(lower);
}

/**
 * "a new version of the app Signal", "nowa wersja programu Thunderbird": the kind of software before the name of
 * what a version is of is not its name, however short the name.
 */
export function isSoftwareKindBefore(tokens: readonly { lower: string }[], first: number, last: number): boolean {
  return last > first && SOFTWARE_NOUNS.has(tokens[first]?.lower ?? '') && tokens.some((t) => VERSION_NOUNS.has(t.lower));
}

export function isReleaseNoun(lower: string): boolean {
  return VERSION_NOUNS.has(lower) || RELEASE_NOUNS.has(lower);
}

// The installments of a series ("a new episode of X"), which come out as a release does.
const INSTALMENT_NOUNS = new Set(['episode', 'episodes', 'chapter', 'chapters', 'season', 'seasons']);
// The same in the other languages, for the title after them (English's are listed above).
const OTHER_INSTALMENT_NOUNS = new Set([
  'folge', 'folgen', 'staffel', 'episoden', 'épisode', 'épisodes', 'saison', 'saisons', 'episodio', 'episodios', 'temporada',
  'temporadas', 'capítulo', 'capítulos', 'episodi', 'stagione', 'stagioni', 'puntata', 'puntate', 'aflevering', 'afleveringen',
  'seizoen', 'episódio', 'episódios', 'odcinek', 'odcinka', 'odcinki', 'odcinków', 'sezon', 'sezonu', 'avsnitt', 'avsnittet',
  'säsong', 'säsongen', 'sæson', 'sæsonen', 'afsnittet', 'díl', 'dílu', 'epizoda', 'epizodu', 'epizody', 'série', 'řada', 'řady',
]);

/** Whether a lower-case word names an installment of a series, in any of the languages read. */
export function isInstalmentNoun(lower: string): boolean {
  return INSTALMENT_NOUNS.has(lower) || OTHER_INSTALMENT_NOUNS.has(lower);
}

// Most words before an installment noun that still open the subject: "next", "the final".
const MAX_INSTALMENT_LEAD = 2;

/**
 * "next season of The Lord of the Rings: The Rings of Power": an installment noun in lower case and its "of"
 * opening the subject (tokens `first` to `last`) name what comes of the title after them, which is the
 * subject; the index of its first word, `first` when no installment opens it.
 */
export function afterInstalment(tokens: readonly { text: string; lower: string }[], isGlue: (index: number) => boolean, first: number, last: number): number {
  for (let k = first; k <= Math.min(last - 2, first + MAX_INSTALMENT_LEAD); k++) {
    const token = tokens[k];
    if (token !== undefined && token.text === token.lower && isInstalmentNoun(token.lower) && isGlue(k + 1) && !isGlue(k + 2)) return k + 2;
  }
  return first;
}

/** Whether a lower-case word names something that comes out: a version, a release or an installment. */
export function namesComingOut(lower: string): boolean {
  return isReleaseNoun(lower) || INSTALMENT_NOUNS.has(lower);
}
