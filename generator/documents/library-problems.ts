/** The library rules' problems, and the order a build prints problems in. */
import type { Problem } from './problem';
import { LIBRARY_RULES } from './rules/library-rules';
import type { DocumentIdentity, LibraryContext } from './rules/types';

/** The library rules over the identities of valid documents. */
export function libraryProblems(identities: readonly DocumentIdentity[], context: LibraryContext): Problem[] {
  return LIBRARY_RULES.flatMap((rule) => rule(identities, context));
}

/** Problems in file and line order, as the build prints them. */
export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
