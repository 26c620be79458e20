/** The shape of a validation rule: a pure function from parsed documents to problems. */
import type { ParsedDocument } from '../parse-document';
import type { Problem, ProblemCode } from '../problem';
import type { RetiredStyle } from '../retired';

export type DocumentRule = (doc: ParsedDocument) => Problem[];
/** What library rules see beside the documents. */
export interface LibraryContext {
  retired: readonly RetiredStyle[];
}

/** What library rules see of each valid document: enough to say where its id is. */
export interface DocumentIdentity {
  file: string;
  slug: string;
  id: number;
  /** Line of `id` in the file. */
  idLine: number;
}

export type LibraryRule = (docs: readonly DocumentIdentity[], context: LibraryContext) => Problem[];

/** A problem located at the YAML node `path` of `doc`. */
export function problemAt(doc: ParsedDocument, path: readonly (string | number)[], code: ProblemCode, message: string): Problem {
  return { file: doc.source.file, line: doc.lineOf(path), code, message };
}
