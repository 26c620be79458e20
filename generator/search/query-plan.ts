/**
 * Turns a user's text into a search plan: plain words and the compounds of neighbouring words.
 * The text is never handed to a query parser, so `:`, `*`, `~`, `^`, `+`, `-` and quotes mean
 * nothing (spec 4.5: plain text); folding turns them into spaces.
 */
import { decadeOfYear, isStopWord, joinable, variantsOf, wordsOf } from './text';

/** Bound the work a single request can cause: words after the 12th are ignored. */
export const MAX_WORDS = 12;
/** Words this long also match as a prefix ("glassm" → "glassmorphism"); a single letter matches only itself. */
export const PREFIX_MIN_LENGTH = 2;
/** Words this long get typo tolerance (one edit, transpositions included)... */
export const FUZZY_MIN_LENGTH = 5;
/** ...unless they hold a digit: "1980s" must not meet "1960s", nor "2020s" "2010s". */
const HAS_DIGIT = /\d/;

export interface QueryWord {
  text: string;
  /** Exact forms: the word and its stems (text.ts variantsOf), as indexing produced them; a year adds its decade. */
  variants: string[];
  prefix: boolean;
  fuzzy: boolean;
}

export interface QueryCompound {
  /** Two neighbouring words written as one: "dark mode" → "darkmode". */
  text: string;
  /** Indexes in `words` of the two words a match of the compound stands for. */
  covers: readonly [number, number];
}

export interface QueryPlan {
  /** Every word must match for a style to rank among the full matches. */
  words: QueryWord[];
  compounds: QueryCompound[];
}

/** The plan for `q`: stop words dropped, duplicates merged, at most MAX_WORDS words. */
export function planQuery(q: string): QueryPlan {
  const typed = wordsOf(q).filter((w) => !isStopWord(w)).slice(0, MAX_WORDS);
  const unique = [...new Set(typed)];
  const words = unique.map((text): QueryWord => {
    const decade = decadeOfYear(text);
    return {
      text,
      variants: decade ? [...variantsOf(text), decade] : variantsOf(text),
      prefix: text.length >= PREFIX_MIN_LENGTH,
      fuzzy: text.length >= FUZZY_MIN_LENGTH && !HAS_DIGIT.test(text),
    };
  });
  const compounds = new Map<string, QueryCompound>();
  for (let i = 1; i < typed.length; i++) {
    const [a, b] = [typed[i - 1]!, typed[i]!];
    if (!joinable(a, b) || compounds.has(a + b)) continue;
    compounds.set(a + b, { text: a + b, covers: [unique.indexOf(a), unique.indexOf(b)] });
  }
  return { words, compounds: [...compounds.values()] };
}
