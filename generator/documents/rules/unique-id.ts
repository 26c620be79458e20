/** Ids are unique across the library (CONTENT.md: stable forever, never reused). */
import { problemAt, type LibraryRule } from './types';

export const uniqueId: LibraryRule = (docs) => {
  const first = new Map<unknown, string>();
  const problems = [];
  for (const doc of docs) {
    const id = doc.data.id;
    if (!Number.isSafeInteger(id)) continue; // reported by requiredMetadata
    const owner = first.get(id);
    if (owner === undefined) first.set(id, doc.source.file);
    else problems.push(problemAt(doc, ['id'], 'DUPLICATE_ID', `id ${String(id)} is already used by ${owner}`));
  }
  return problems;
};
