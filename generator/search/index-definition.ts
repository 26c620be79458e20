/**
 * The search index definition: fields, boosts and pipeline, used when building (generator)
 * and registered before loading (gateway), as lunr requires for custom pipeline functions.
 */
import lunr from 'lunr';
import type { StyleSummary } from '../contract/schemas';
import { compactIndex, loadCompactIndex, type CompactIndex } from './index-serialization';
import { compoundsOf, eraForms, foldText, variantsOf } from './text';

export { compactIndex };

/**
 * Spec 4.5 rule 1 fields. A name, type or keyword match outranks a mention in the description.
 * `compounds` holds the name's, each keyword's and the type's neighbouring words written as one
 * ("dark mode" → "darkmode"), so "scifi" finds "Sci-Fi" and a query's adjacent words score as a phrase.
 */
export const SEARCH_FIELDS = [
  { name: 'title', boost: 10 },
  { name: 'type', boost: 8 },
  { name: 'keywords', boost: 6 },
  { name: 'compounds', boost: 6 },
  { name: 'era', boost: 4 },
  { name: 'style_type', boost: 2 },
  { name: 'description', boost: 1 },
] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number]['name'];

/** Fields that prefix and typo clauses look at: whole words only, so "apple" does not score again for "applewatch". */
export const WORD_FIELDS: readonly SearchField[] = SEARCH_FIELDS.map((f) => f.name).filter((name) => name !== 'compounds');

const VARIANTS_LABEL = 'designStyleVariants';

/**
 * Pipeline step: each token stands for itself and its stems, so exact, stemmed and fuzzy matching all work.
 * The variants go on as strings, not tokens: this is the indexing pipeline's last step, and lunr's builder
 * uses a term only as a property key (String(term)) and reads its metadata only for whitelisted keys, of
 * which this index has none; so the index is the same, byte for byte, and the builder skips a toString call
 * at each of its eight lookups of each term (Builder.add was about half of a shard's build, issue 34).
 */
const variantCache = new Map<string, string[]>();
const expandVariants: lunr.PipelineFunction = (token) => {
  const word = token.toString();
  let variants = variantCache.get(word);
  if (!variants) variantCache.set(word, (variants = variantsOf(word)));
  return variants as unknown as lunr.Token[];
};

// Registration makes the serialized index loadable; lunr refuses an index whose pipeline names an unknown function.
lunr.Pipeline.registerFunction(expandVariants, VARIANTS_LABEL);

/** The fields of a summary a style's search document is made from, and only those: a shard's whole input. */
export type SearchInput = Pick<StyleSummary, 'id' | 'title' | 'description' | 'type' | 'keywords' | 'era' | 'style_type'>;

/**
 * A summary's search input. A shard's files are keyed by its styles' inputs (library/search-files.ts), so an edit
 * that leaves them as they were (a token, the body, a new version's dates) does not build its Lunr index again.
 */
export const searchInput = ({ id, title, description, type, keywords, era, style_type }: SearchInput): SearchInput => ({ id, title, description, type, keywords, era, style_type });

/** The searchable text of each field of a style, already folded. */
export function searchDocument(style: SearchInput): Record<SearchField | 'ref', string> {
  return {
    ref: String(style.id),
    title: foldText(style.title),
    keywords: foldText((style.keywords ?? []).join(' ')),
    compounds: [style.title, ...(style.keywords ?? []), style.type].flatMap(compoundsOf).join(' '),
    type: foldText(style.type),
    era: foldText([style.era ?? '', ...eraForms(style.era ?? '')].join(' ')),
    style_type: foldText(style.style_type ?? ''),
    description: foldText(style.description),
  };
}

/**
 * Styles per index shard, by id: shard k holds ids k·1000+1 … (k+1)·1000. An edited style re-indexes its
 * shard only; a query runs on every shard and adds their scores (each shard scores with its own term
 * statistics, as search engines' shards do). A library of up to 1,000 styles is one index.
 */
export const SHARD_SIZE = 1000;

export const shardOf = (id: number) => Math.floor((id - 1) / SHARD_SIZE);

/** The styles of each shard, by shard number, in id order. */
export function shardStyles<T extends Pick<StyleSummary, 'id'>>(styles: readonly T[]): Map<number, T[]> {
  const shards = new Map<number, T[]>();
  for (const style of [...styles].sort((a, b) => a.id - b.id)) {
    const shard = shardOf(style.id);
    const list = shards.get(shard);
    if (list) list.push(style);
    else shards.set(shard, [style]);
  }
  return shards;
}

/** Builds one index over `styles` (in id order, so the build is deterministic). Refs are ids. */
export function buildSearchIndex(styles: readonly SearchInput[]): lunr.Index {
  return lunr(function () {
    this.ref('ref');
    for (const field of SEARCH_FIELDS) this.field(field.name, { boost: field.boost });
    // Folding already split the words; keep lunr's stop-word filter, and replace the stemmer by the variants step.
    this.pipeline.reset();
    this.pipeline.add(lunr.stopWordFilter, expandVariants);
    this.searchPipeline.reset();
    for (const style of styles) this.add(searchDocument(style));
  });
}

/** Loads a serialized shard (the pipeline function above is registered by importing this module). */
export function loadSearchIndex(serialized: CompactIndex): lunr.Index {
  return loadCompactIndex(serialized);
}
