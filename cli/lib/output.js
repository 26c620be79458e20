// @ts-check
/** How the CLI writes: tables and key-value blocks for people, the API's JSON for machines, errors on stderr. */
import path from 'node:path';
/** @import { CliError } from './cli-error.js' */
/** @import { Pagination, StyleDetail, StyleSummary } from './types.js' */

/**
 * Where output goes; main() binds it to the process, tests may bind it elsewhere.
 * @typedef {object} Io
 * @property {(text: string) => void} out
 * @property {(text: string) => void} err
 * @property {string} cwd The directory relative paths are resolved against.
 */

/**
 * A value as JSON, indented, with one trailing newline.
 * @param {unknown} value
 */
export const formatJson = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The text with a trailing newline (added only when missing).
 * @param {string} text
 */
export const withNewline = (text) => (text.endsWith('\n') ? text : `${text}\n`);

/**
 * Writes a value as the API would send it, indented, one trailing newline.
 * @param {Io} io
 * @param {unknown} value
 */
export function printJson(io, value) {
  io.out(formatJson(value));
}

/**
 * The path relative to the working directory when it lies inside it, else absolute.
 * @param {string} cwd
 * @param {string} target
 */
export function displayPath(cwd, target) {
  const relative = path.relative(cwd, target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}

const NONE = '-';

/**
 * Columns padded to their widest cell, two spaces apart; the last column is not padded.
 * @param {readonly string[]} header
 * @param {readonly (readonly string[])[]} rows
 */
export function formatTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  /** @param {readonly string[]} cells */
  const line = (cells) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return [header, ...rows].map(line).join('\n') + '\n';
}

/**
 * The people's view of a list or search page: slug, title, type, era.
 * @param {readonly StyleSummary[]} styles
 */
export function formatStyleTable(styles) {
  return formatTable(
    ['SLUG', 'TITLE', 'TYPE', 'ERA'],
    styles.map((s) => [s.slug, s.title, s.type, s.era ?? NONE]),
  );
}

/**
 * @param {number} n
 * @param {string} one
 * @param {string} many
 */
const plural = (n, one, many) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * `3 styles`, or `page 2 of 6 · 114 styles` when only one page of several was asked for.
 * @param {number} total
 * @param {[string, string]} noun
 * @param {Pagination} [pagination]
 */
export function formatCount(total, noun, pagination) {
  const count = plural(total, ...noun);
  if (!pagination || pagination.totalPages <= 1) return `${count}\n`;
  return `page ${pagination.page} of ${pagination.totalPages} · ${count}\n`;
}

/**
 * The people's view of one style: its summary fields, then its "When to Use" section.
 * @param {StyleDetail} style
 */
export function formatStyle(style) {
  /** @type {[string, string | null | undefined][]} */
  const fields = [
    ['title', style.title],
    ['slug', style.slug],
    ['type', style.type],
    ['era', style.era],
    ['style type', style.style_type],
    ['use case', style.use_case],
    ['keywords', style.keywords?.join(', ')],
    ['cover', style.cover],
    ['description', style.description],
  ];
  const shown = /** @type {[string, string][]} */ (fields.filter((f) => typeof f[1] === 'string' && f[1] !== ''));
  const width = Math.max(...shown.map(([name]) => name.length));
  let text = shown.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join('\n') + '\n';
  if (style.whenToUse) text += `\nWhen to use\n\n${style.whenToUse.trim()}\n`;
  text += `\nThe whole document: design-style add ${style.slug} (writes DESIGN.md); tokens: --part tokens; body: --part content.\n`;
  return text;
}

/**
 * `error: CODE: message` and an optional second line; with --json, the API's Error body (or one shaped like it) plus the 429 wait.
 * @param {Io} io
 * @param {CliError} error
 * @param {boolean} json
 */
export function printError(io, error, json) {
  if (json) {
    /** @type {Record<string, unknown>} */
    const body = error.body ? { ...error.body } : { error: error.message, code: error.code, details: error.hint };
    if (error.retryAfter !== null) body.retryAfter = error.retryAfter;
    io.err(`${JSON.stringify(body)}\n`);
    return;
  }
  io.err(`error: ${error.code}: ${error.message}\n${error.hint ? `${error.hint}\n` : ''}`);
}
