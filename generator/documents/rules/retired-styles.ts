/** Retired ids stay retired and retired slugs redirect to a style that exists (data/retired.yaml). */
import type { Problem } from '../problem';
import type { RetiredStyle } from '../retired';
import { SLUG_PATTERN } from './slug-format';
import type { LibraryRule } from './types';

export const retiredStyles: LibraryRule = (docs, { retired }) => {
  const problems: Problem[] = [];
  const slugs = new Set(docs.map((d) => d.slug));
  const at = (r: RetiredStyle, message: string): Problem => ({ file: r.file, line: r.line, code: 'INVALID_RETIRED', message });
  const retiredIds = new Map(retired.map((r) => [r.id, r]));
  for (const r of retired) {
    if (!SLUG_PATTERN.test(r.slug)) problems.push(at(r, `"${r.slug}" is not a slug`));
    if (slugs.has(r.slug)) problems.push(at(r, `"${r.slug}" is retired but data/styles/${r.slug}.md still exists`));
    if (!slugs.has(r.mergedInto)) problems.push(at(r, `"${r.slug}" is merged into "${r.mergedInto}", which is not a style of the library`));
    if (retired.some((other) => other !== r && other.slug === r.slug)) problems.push(at(r, `"${r.slug}" is retired twice`));
  }
  for (const doc of docs) {
    const owner = retiredIds.get(doc.id);
    if (owner) problems.push({ file: doc.file, line: doc.idLine, code: 'RETIRED_ID', message: `id ${owner.id} belonged to "${owner.slug}" (retired in ${owner.file}); ids are never reused` });
  }
  return problems;
};
