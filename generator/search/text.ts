/** Text normalisation shared by indexing and querying: folding, word splitting, era forms, word variants, compounds. */
import lunr from 'lunr';

/** Letters NFKD leaves whole, written as an English keyboard would. */
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

const ASCII = /^[\x00-\x7f]*$/;

/** Lowercase, strip diacritics and apostrophes, and turn every other non-alphanumeric into a space. */
export function foldText(text: string): string {
  // ASCII has no marks and no letters to spell out: NFKD and the two passes after it would leave it as it is.
  const plain = ASCII.test(text) ? text : text.normalize('NFKD').replace(/\p{M}+/gu, '');
  return plain
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTERS[letter]!)
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text after folding. */
export function wordsOf(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}

/** Whether lunr's English stop-word list drops `word` ("the", "and", "of"). */
export function isStopWord(word: string): boolean {
  return lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;
}

const NUMBER = /^\d+$/;

/** Whether two neighbouring words can be written as one: not two numbers ("2.0" is not "20"), nor a word twice. */
export function joinable(first: string, second: string): boolean {
  return first !== second && !(NUMBER.test(first) && NUMBER.test(second));
}

/**
 * Each pair of neighbouring words written as one ("dark mode" → "darkmode", "sci-fi" → "scifi"),
 * stop words left out first, so that words written together meet words written apart.
 */
export function compoundsOf(text: string): string[] {
  const words = wordsOf(text).filter((w) => !isStopWord(w));
  return words.slice(1).flatMap((word, i) => (joinable(words[i]!, word) ? [`${words[i]}${word}`] : []));
}

/**
 * Two-digit forms and names of the decades people shorten: "80s" and "eighties" mean the 1980s,
 * "00s" and "noughties" the 2000s. "20s" means the 1920s, so the 1900s, 1910s and 2020s have none.
 */
const SHORT_DECADES: Record<number, string[]> = {
  1920: ['20s', 'twenties'],
  1930: ['30s', 'thirties'],
  1940: ['40s', 'forties'],
  1950: ['50s', 'fifties'],
  1960: ['60s', 'sixties'],
  1970: ['70s', 'seventies'],
  1980: ['80s', 'eighties'],
  1990: ['90s', 'nineties'],
  2000: ['00s', 'noughties', 'aughts'],
  2010: ['10s'],
};

/**
 * Every way people write the decades of an era label: "1980s" → "1980s 80s eighties".
 * Years count too ("1919–1933" covers the 1910s to the 1930s), so typed forms meet the stored one.
 */
export function eraForms(era: string): string[] {
  const years = [...era.matchAll(/\b(1[5-9]|20)(\d)(\d)s?\b/g)].map((m) => Number(`${m[1]}${m[2]}${m[3]}`));
  if (years.length === 0) return [];
  const first = Math.floor(Math.min(...years) / 10) * 10;
  const last = Math.max(...years);
  const forms: string[] = [];
  for (let decade = first; decade <= last && forms.length < 60; decade += 10) {
    forms.push(`${decade}s`, ...(SHORT_DECADES[decade] ?? []));
  }
  return forms;
}

/** The decade a typed year belongs to ("1985" → "1980s"), so a year finds the styles of its decade. */
export function decadeOfYear(word: string): string | undefined {
  return /^(1[5-9]|20)\d\d$/.test(word) ? `${word.slice(0, 3)}0s` : undefined;
}

const stem = (word: string): string => lunr.stemmer(new lunr.Token(word, {})).toString();

/** British spellings the library uses, and the American ones people type: [pattern, replacement, shortest word]. */
const SPELLINGS: ReadonlyArray<readonly [RegExp, string, number]> = [
  [/our(s|ed|ing|ful|way|ways)?$/, 'or$1', 6], // colour → color, flavours → flavors, colourway → colorway (not four, hour, tour)
  [/grey/, 'gray', 4], // grey, greyscale → gray, grayscale
  [/([^aeiou])re(s)?$/, '$1er$2', 5], // centre → center, fibre → fiber, ochre → ocher
  [/is(e|es|ed|ing|ation|ations)$/, 'iz$1', 6], // organised → organized
  [/ogue(s)?$/, 'og$1', 6], // analogue → analog, catalogue → catalog
];

/** The American spelling of a British one ("colour" → "color"), or undefined when there is none. */
export function americanSpelling(word: string): string | undefined {
  for (const [pattern, replacement, shortest] of SPELLINGS) {
    if (word.length >= shortest && pattern.test(word)) return word.replace(pattern, replacement);
  }
  return undefined;
}

/**
 * Index and query forms of one word: itself, its Porter stem, and two stems Porter keeps apart:
 * without "-ist"/"-istic" ("minimalist" → "minim" as "minimalism", "futuristic" → "futur" as "futurism"),
 * and without the "i" Porter leaves for a final "y" ("typography" → "typograph" as "typographic");
 * a British spelling adds the American one and its stem ("colours" → "colors", "color").
 * Words with a digit are left as they are: "80s" is not "80" (eraForms gives their other forms).
 */
export function variantsOf(word: string): string[] {
  if (/\d/.test(word)) return [word];
  const stemmed = stem(word);
  const forms = new Set([word, stemmed]);
  const american = americanSpelling(word);
  if (american) forms.add(american).add(stem(american));
  if (word.length > 6 && /is(ts?|tic)$/.test(word)) forms.add(stem(word.replace(/is(ts?|tic)$/, '')));
  if (stemmed.length > 4 && stemmed.endsWith('i') && word.endsWith('y')) forms.add(stemmed.slice(0, -1));
  return [...forms];
}
