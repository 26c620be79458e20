/** The CLI's expected failures as one error class with a stable code and an exit code (README: Command-line client). */
import type { ErrorCode } from '../generator/contract/error-codes';
import type { ErrorBody } from '../generator/contract/schemas';

/** Exit codes: 0 success; 1 the API answered an error or could not be reached, or a file was not written; 2 a usage error. */
export const EXIT = { OK: 0, FAILURE: 1, USAGE: 2 } as const;

/** Codes of failures the CLI detects itself, next to the API's own codes (generator/contract/error-codes.ts). */
export type CliOnlyCode = 'SERVER_UNREACHABLE' | 'BAD_RESPONSE' | 'FILE_EXISTS' | 'WRITE_FAILED' | 'INVALID_BASE_URL';

export type CliErrorCode = ErrorCode | CliOnlyCode;

export interface CliErrorInit {
  /** A second line: what the API added (`details`) or what to do about it. */
  hint?: string | null;
  /** Seconds to wait before retrying, from a 429's `Retry-After`. */
  retryAfter?: number | null;
  exitCode?: (typeof EXIT)[keyof typeof EXIT];
  /** The API's Error body, printed as is (with `retryAfter`) under --json. */
  body?: ErrorBody | null;
}

/** An expected failure: printed as `error: CODE: message`, never with a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
  readonly hint: string | null;
  readonly retryAfter: number | null;
  readonly exitCode: number;
  readonly body: ErrorBody | null;

  constructor(
    readonly code: CliErrorCode,
    message: string,
    init: CliErrorInit = {},
  ) {
    super(message);
    this.hint = init.hint ?? null;
    this.retryAfter = init.retryAfter ?? null;
    this.exitCode = init.exitCode ?? EXIT.FAILURE;
    this.body = init.body ?? null;
  }
}
