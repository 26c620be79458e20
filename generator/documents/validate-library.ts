/** Parses and validates every source, collecting all problems before failing (never just the first). */
import { parseStyleDocument, type ParsedDocument } from './parse-document';
import type { Problem } from './problem';
import type { SourceDocument } from './read-sources';
import { DOCUMENT_RULES, LIBRARY_RULES } from './rules';
import type { LibraryContext } from './rules/types';
import { toStyleRecord, type StyleRecord } from './style-record';
import { versionProblem } from '../versions/record';

export type LibraryResult = { ok: true; styles: StyleRecord[] } | { ok: false; problems: Problem[] };

/** Valid styles ordered by id (the list order stated in the contract), or every problem found. */
export function validateLibrary(sources: readonly SourceDocument[], context: LibraryContext = { retired: [] }): LibraryResult {
  const problems: Problem[] = [];
  const parsed: ParsedDocument[] = [];
  for (const source of sources) {
    const result = parseStyleDocument(source);
    if (result.ok) parsed.push(result.doc);
    else problems.push(...result.problems);
  }
  for (const doc of parsed) for (const rule of DOCUMENT_RULES) problems.push(...rule(doc));
  // A valid document's bytes against its entry in data/versions.json, when the caller attached the record (check.ts).
  const faulty = new Set(problems.map((p) => p.file));
  for (const doc of parsed) {
    const unversioned = doc.source.version === undefined || faulty.has(doc.source.file) ? undefined : versionProblem(doc.source, doc.source.version ?? undefined);
    if (unversioned) problems.push(unversioned);
  }
  // Library rules see the documents that passed their own rules (a document with a bad id is reported once).
  const identities = parsed
    .filter((doc) => Number.isSafeInteger(doc.data.id))
    .map((doc) => ({ file: doc.source.file, slug: doc.source.slug, id: doc.data.id as number, idLine: doc.lineOf(['id']) }));
  for (const rule of LIBRARY_RULES) problems.push(...rule(identities, context));
  if (problems.length > 0) {
    problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    return { ok: false, problems };
  }
  return { ok: true, styles: parsed.map(toStyleRecord).sort((a, b) => a.id - b.id) };
}
