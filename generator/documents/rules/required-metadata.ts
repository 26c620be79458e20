/** Catalogue metadata (CONTENT.md front matter): present and typed. */
import { STYLE_TYPES, isStyleTypeFilter } from '../../contract/style-types';
import { problemAt, type DocumentRule } from './types';

const REQUIRED_STRINGS = ['name', 'description'] as const;
const OPTIONAL_STRINGS = ['era', 'use_case', 'style_type'] as const;

const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export const requiredMetadata: DocumentRule = (doc) => {
  const { data } = doc;
  const problems = [];
  for (const key of REQUIRED_STRINGS) {
    if (data[key] === undefined) problems.push(problemAt(doc, [key], 'MISSING_FIELD', `\`${key}\` is required`));
    else if (!isNonEmptyString(data[key])) problems.push(problemAt(doc, [key], 'INVALID_FIELD', `\`${key}\` must be a non-empty string`));
  }
  if (data.id === undefined) problems.push(problemAt(doc, ['id'], 'MISSING_FIELD', '`id` is required'));
  else if (!Number.isSafeInteger(data.id) || (data.id as number) < 1) {
    problems.push(problemAt(doc, ['id'], 'INVALID_FIELD', `\`id\` must be a positive integer; got ${JSON.stringify(data.id)}`));
  }
  if (data.type === undefined) problems.push(problemAt(doc, ['type'], 'MISSING_FIELD', '`type` is required'));
  else if (typeof data.type !== 'string' || !isStyleTypeFilter(data.type)) {
    problems.push(problemAt(doc, ['type'], 'INVALID_FIELD', `\`type\` must be one of ${STYLE_TYPES.join(', ')}; got ${JSON.stringify(data.type)}`));
  }
  for (const key of OPTIONAL_STRINGS) {
    if (data[key] !== undefined && data[key] !== null && !isNonEmptyString(data[key])) {
      problems.push(problemAt(doc, [key], 'INVALID_FIELD', `\`${key}\` must be a non-empty string; got ${JSON.stringify(data[key])}`));
    }
  }
  const keywords = data.keywords;
  if (keywords === undefined) problems.push(problemAt(doc, ['keywords'], 'MISSING_FIELD', '`keywords` is required'));
  else if (!Array.isArray(keywords) || keywords.length === 0) {
    problems.push(problemAt(doc, ['keywords'], 'INVALID_FIELD', '`keywords` must be a non-empty list of strings'));
  } else {
    keywords.forEach((k, i) => {
      if (!isNonEmptyString(k)) problems.push(problemAt(doc, ['keywords', i], 'INVALID_FIELD', `keyword ${i + 1} must be a non-empty string`));
    });
  }
  if (data.version !== undefined && data.version !== 'alpha') {
    problems.push(problemAt(doc, ['version'], 'INVALID_FIELD', `\`version\` must be "alpha" (the DESIGN.md format version); got ${JSON.stringify(data.version)}`));
  }
  return problems;
};
