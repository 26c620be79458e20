/** Text normalisation shared by indexing and querying: folding, word splitting, era forms, word variants. */
import lunr from 'lunr';

/** Lowercase, strip diacritics and apostrophes, and turn every other non-alphanumeric into a space. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text after folding. */
export function wordsOf(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}

const DECADE_NAMES: Record<string, string[]> = {
  '00': ['noughties', 'aughts'],
  '20': ['twenties'],
  '30': ['thirties'],
  '40': ['forties'],
  '50': ['fifties'],
  '60': ['sixties'],
  '70': ['seventies'],
  '80': ['eighties'],
  '90': ['nineties'],
};

/**
 * Every way people write the decades of an era label: "1980s" → "1980s 80s eighties".
 * Years count too ("1919–1933" covers the 1910s to the 1930s), so typed forms meet the stored one.
 */
export function eraForms(era: string): string[] {
  const years = [...era.matchAll(/\b(1[5-9]|20)(\d)(\d)s?\b/g)].map((m) => Number(`${m[1]}${m[2]}${m[3]}`));
  if (years.length === 0) return [];
  const first = Math.floor(Math.min(...years) / 10) * 10;
  const last = Math.floor(Math.max(...years) / 10) * 10;
  const forms: string[] = [];
  for (let decade = first; decade <= last && forms.length < 60; decade += 10) {
    const short = String(decade % 100).padStart(2, '0');
    forms.push(`${decade}s`, `${short}s`, ...(DECADE_NAMES[short] ?? []));
  }
  return forms;
}

/** Index and query forms of one word: itself, its Porter stem, and the stem without an "-ist" ("minimalist" → "minim"). */
export function variantsOf(word: string): string[] {
  const stem = (w: string) => lunr.stemmer(new lunr.Token(w, {})).toString();
  const forms = new Set([word, stem(word)]);
  if (word.length > 6 && /ists?$/.test(word)) forms.add(stem(word.replace(/ists?$/, '')));
  return [...forms];
}
