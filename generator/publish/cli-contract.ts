/**
 * cli/lib/contract.js: the contract values the `design-style` package needs (style types, export formats,
 * limits, operation paths, error messages), copied from generator/contract, because the package is published
 * alone, as plain JavaScript, without the generator (issue 31). Run this file to rewrite it; the CLI's pack
 * (cli-package.ts) and test/cli/cli-contract.test.ts fail while the copy differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ERROR_CODES } from '../contract/error-codes';
import { LIMITS } from '../contract/limits';
import { OPERATIONS } from '../contract/operations';
import { EXPORT_FORMATS } from '../contract/parameters';
import { STYLE_TYPES } from '../contract/style-types';

export const CLI_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'cli');
export const CLI_CONTRACT_FILE = path.join(CLI_DIR, 'lib', 'contract.js');

/** The limits the CLI prints in its help. */
const CLI_LIMITS = ['PAGE_MIN', 'PAGE_MAX', 'LIMIT_MIN', 'LIMIT_MAX', 'LIMIT_DEFAULT', 'QUERY_MIN_LENGTH', 'QUERY_MAX_LENGTH'] as const;

/** An array on one line; an object a key a line, its keys unquoted where they can be. */
const literal = (value: readonly unknown[] | Record<string, unknown>) =>
  Array.isArray(value) ? JSON.stringify(value) : JSON.stringify(value, null, 2).replace(/^( {2})"([A-Za-z_]\w*)":/gm, '$1$2:');

/** The text of cli/lib/contract.js. */
export function renderCliContract(): string {
  const limits = Object.fromEntries(CLI_LIMITS.map((name) => [name, LIMITS[name]]));
  const paths = Object.fromEntries(OPERATIONS.map((op) => [op.operationId, op.path]));
  const messages = Object.fromEntries(Object.entries(ERROR_CODES).map(([code, { message }]) => [code, message]));
  return `// @ts-check
// Generated from generator/contract by generator/publish/cli-contract.ts; do not edit (run that file instead).
/** @import { ErrorCode, ExportFormat, OperationId, StyleType } from './types.js' */

/** @type {readonly StyleType[]} The values of the list filter \`type\`. */
export const STYLE_TYPES = ${literal(STYLE_TYPES)};

/** @type {readonly ExportFormat[]} The formats of GET /api/styles/{slug}/export/{format}. */
export const EXPORT_FORMATS = ${literal(EXPORT_FORMATS)};

/** What the API accepts for page, limit and q. */
export const LIMITS = ${literal(limits)};

/** @type {Readonly<Record<OperationId, string>>} Each operation's path template. */
export const OPERATION_PATHS = ${literal(paths)};

/** @type {Readonly<Record<ErrorCode, string>>} Each error code's default message. */
export const ERROR_MESSAGES = ${literal(messages)};
`;
}

/** Whether cli/lib/contract.js is the one renderCliContract() writes. */
export const cliContractIsCurrent = (): boolean => fs.existsSync(CLI_CONTRACT_FILE) && fs.readFileSync(CLI_CONTRACT_FILE, 'utf8') === renderCliContract();

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(CLI_CONTRACT_FILE, renderCliContract());
  console.log(`wrote ${path.relative(process.cwd(), CLI_CONTRACT_FILE)}`);
}
