/** The shape of a validation rule: a pure function from parsed documents to problems. */
import type { ParsedDocument } from '../parse-document';
import type { Problem, ProblemCode } from '../problem';
import type { RetiredStyle } from '../retired';

export type DocumentRule = (doc: ParsedDocument) => Problem[];
/** What library rules see beside the documents. */
export interface LibraryContext {
  retired: readonly RetiredStyle[];
}

export type LibraryRule = (docs: readonly ParsedDocument[], context: LibraryContext) => Problem[];

/** A problem located at the YAML node `path` of `doc`. */
export function problemAt(doc: ParsedDocument, path: readonly (string | number)[], code: ProblemCode, message: string): Problem {
  return { file: doc.source.file, line: doc.lineOf(path), code, message };
}
