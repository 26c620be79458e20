/** Ids are unique across the library (CONTENT.md: stable forever, never reused). */
import type { Problem } from '../problem';
import type { LibraryRule } from './types';

export const uniqueId: LibraryRule = (docs) => {
  const first = new Map<number, string>();
  const problems: Problem[] = [];
  for (const doc of docs) {
    const owner = first.get(doc.id);
    if (owner === undefined) first.set(doc.id, doc.file);
    else problems.push({ file: doc.file, line: doc.idLine, code: 'DUPLICATE_ID', message: `id ${doc.id} is already used by ${owner}` });
  }
  return problems;
};
