/** A validation problem: where it is, a stable code, and what is wrong. */
export interface Problem {
  /** Path of the document, relative to the working directory. */
  file: string;
  /** 1-based line in the file. */
  line: number;
  code: ProblemCode;
  message: string;
}

export type ProblemCode =
  | 'YAML_SYNTAX'
  | 'MISSING_FIELD'
  | 'INVALID_FIELD'
  | 'RESERVED_FIELD'
  | 'INVALID_SLUG'
  | 'INVALID_TOKENS'
  | 'DESIGN_MD_LINT'
  | 'INVALID_EXTENSION'
  | 'MISSING_CORE_TOKEN'
  | 'LOW_CONTRAST'
  | 'MISSING_LOOK'
  | 'UNWORN_TOKEN'
  | 'PADDING_EXCEEDS_HEIGHT'
  | 'FONT_UNAVAILABLE'
  | 'RETIRED_ID'
  | 'INVALID_RETIRED'
  | 'DUPLICATE_ID'
  | 'OUTPUT_COLLISION'
  | 'UNVERSIONED';

/** `file:line: message [CODE]`, the form editors and terminals turn into links. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}: ${p.message} [${p.code}]`;
}
