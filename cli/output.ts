/** How the CLI writes: tables and key-value blocks for people, the API's JSON for machines, errors on stderr. */
import type { Pagination, StyleDetail, StyleSummary } from '../generator/contract/schemas';
import type { CliError } from './cli-error';

/** Where output goes; main() binds it to the process, tests may bind it elsewhere. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** The directory relative paths are resolved against. */
  cwd: string;
}

/** A value as JSON, indented, with one trailing newline. */
export const formatJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The text with a trailing newline (added only when missing). */
export const withNewline = (text: string): string => (text.endsWith('\n') ? text : `${text}\n`);

/** Writes a value as the API would send it, indented, one trailing newline. */
export function printJson(io: Io, value: unknown): void {
  io.out(formatJson(value));
}

const NONE = '-';

/** Columns padded to their widest cell, two spaces apart; the last column is not padded. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd();
  return [header, ...rows].map(line).join('\n') + '\n';
}

/** The people's view of a list or search page: slug, title, type, era. */
export function formatStyleTable(styles: readonly StyleSummary[]): string {
  return formatTable(
    ['SLUG', 'TITLE', 'TYPE', 'ERA'],
    styles.map((s) => [s.slug, s.title, s.type, s.era ?? NONE]),
  );
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** `3 styles`, or `page 2 of 6 · 114 styles` when only one page of several was asked for. */
export function formatCount(total: number, noun: [string, string], pagination?: Pagination): string {
  const count = plural(total, ...noun);
  if (!pagination || pagination.totalPages <= 1) return `${count}\n`;
  return `page ${pagination.page} of ${pagination.totalPages} · ${count}\n`;
}

/** The people's view of one style: its summary fields, then its "When to Use" section. */
export function formatStyle(style: StyleDetail): string {
  const fields: [string, string | null | undefined][] = [
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
  const shown = fields.filter((f): f is [string, string] => typeof f[1] === 'string' && f[1] !== '');
  const width = Math.max(...shown.map(([name]) => name.length));
  let text = shown.map(([name, value]) => `${name.padEnd(width)}  ${value}`).join('\n') + '\n';
  if (style.whenToUse) text += `\nWhen to use\n\n${style.whenToUse.trim()}\n`;
  text += `\nThe whole document: design-style add ${style.slug} (writes DESIGN.md); tokens: --part tokens; body: --part content.\n`;
  return text;
}

/** `error: CODE: message` and an optional second line; with --json, the API's Error body (or one shaped like it) plus the 429 wait. */
export function printError(io: Io, error: CliError, json: boolean): void {
  if (json) {
    const body: Record<string, unknown> = error.body ? { ...error.body } : { error: error.message, code: error.code, details: error.hint };
    if (error.retryAfter !== null) body.retryAfter = error.retryAfter;
    io.err(`${JSON.stringify(body)}\n`);
    return;
  }
  io.err(`error: ${error.code}: ${error.message}\n${error.hint ? `${error.hint}\n` : ''}`);
}
