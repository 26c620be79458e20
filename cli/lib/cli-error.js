// @ts-check
/** The CLI's expected failures as one error class with a stable code and an exit code (docs/cli.md). */
/** @import { ErrorBody, ErrorCode } from './types.js' */

/** Exit codes: 0 success; 1 the API answered an error or could not be reached, or a file was not written; 2 a usage error. */
export const EXIT = Object.freeze({ OK: 0, FAILURE: 1, USAGE: 2 });

/**
 * Codes of failures the CLI detects itself, next to the API's own codes (generator/contract/error-codes.ts).
 * @typedef {'SERVER_UNREACHABLE' | 'BAD_RESPONSE' | 'FILE_EXISTS' | 'WRITE_FAILED' | 'INVALID_BASE_URL'
 *   | 'LOCK_NOT_FOUND' | 'LOCK_INVALID' | 'NOT_LOCKED' | 'FILE_EDITED'} CliOnlyCode
 * @typedef {ErrorCode | CliOnlyCode} CliErrorCode
 */

/**
 * @typedef {object} CliErrorInit
 * @property {string | null} [hint] A second line: what the API added (`details`) or what to do about it.
 * @property {number | null} [retryAfter] Seconds to wait before retrying, from a 429's `Retry-After`.
 * @property {number} [exitCode]
 * @property {ErrorBody | null} [body] The API's Error body, printed as is (with `retryAfter`) under --json.
 */

/** An expected failure: printed as `error: CODE: message`, never with a stack trace. */
export class CliError extends Error {
  /**
   * @param {CliErrorCode} code
   * @param {string} message
   * @param {CliErrorInit} [init]
   */
  constructor(code, message, init = {}) {
    super(message);
    this.name = 'CliError';
    this.code = code;
    this.hint = init.hint ?? null;
    this.retryAfter = init.retryAfter ?? null;
    this.exitCode = init.exitCode ?? EXIT.FAILURE;
    this.body = init.body ?? null;
  }
}

/** A command line the CLI cannot run: printed as `error: message` and `(see --help)`, exit 2. */
export class UsageError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'UsageError';
  }
}
