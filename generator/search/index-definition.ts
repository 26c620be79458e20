/**
 * The search index definition: fields, boosts and pipeline, used when building (generator)
 * and registered before loading (gateway), as lunr requires for custom pipeline functions.
 */
import lunr from 'lunr';
import type { StyleSummary } from '../contract/schemas';
import { compoundsOf, eraForms, foldText, variantsOf } from './text';

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

/** Pipeline step: each token stands for itself and its stems, so exact, stemmed and fuzzy matching all work. */
const expandVariants: lunr.PipelineFunction = (token) => variantsOf(token.toString()).map((v) => token.clone(() => v));

// Registration makes the serialized index loadable; lunr refuses an index whose pipeline names an unknown function.
lunr.Pipeline.registerFunction(expandVariants, VARIANTS_LABEL);

/** The searchable text of each field of a style, already folded. */
export function searchDocument(style: StyleSummary): Record<SearchField | 'ref', string> {
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

/** Builds the index over `styles` (in id order, so the build is deterministic). */
export function buildSearchIndex(styles: readonly StyleSummary[]): lunr.Index {
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

/** Loads a serialized index (the pipeline function above is registered by importing this module). */
export function loadSearchIndex(serialized: object): lunr.Index {
  return lunr.Index.load(serialized);
}
