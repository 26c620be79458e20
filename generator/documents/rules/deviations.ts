/**
 * A design system's document lists where its tokens leave the system's package (issue 32, point 5):
 * `deviations`, a list of `{ token, mode?, package, reason }`. `token` is the path of the value in the front
 * matter (`colors.focus`, `components.input.padding`, `component-effects.link.decoration`), `mode` the one
 * mode it concerns (both when absent), `package` the package's value and `reason` why the document differs.
 * The body names each package value beside the prose that explains it: a deviation is disclosed to a reader,
 * not only to the test that holds the document to its package (test/content/design-systems.test.ts).
 */
import type { ParsedDocument } from '../parse-document';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

/** One listed deviation, as the front matter writes it. */
export interface Deviation {
  token: string;
  mode?: 'light' | 'dark';
  package: string | number;
  reason: string;
}

const KEYS = new Set(['token', 'mode', 'package', 'reason']);
const isMap = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The front-matter value at a dotted token path, or undefined. Token names may hold dots themselves
 * (`space.0.5`), so a segment that is not a key is joined with the next.
 */
export function valueAtTokenPath(data: Record<string, unknown>, token: string): unknown {
  const walk = (node: unknown, parts: string[]): unknown => {
    if (parts.length === 0) return node;
    if (!isMap(node)) return undefined;
    for (let n = 1; n <= parts.length; n++) {
      const key = parts.slice(0, n).join('.');
      if (key in node) {
        const found = walk(node[key], parts.slice(n));
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  return walk(data, token.split('.'));
}

/** The document's deviations, when the field is well formed (the rule reports it otherwise). */
export function deviationsOf(data: Record<string, unknown>): Deviation[] {
  return Array.isArray(data.deviations) ? (data.deviations.filter(isMap) as unknown as Deviation[]) : [];
}

export const deviations: DocumentRule = (doc: ParsedDocument) => {
  const list = doc.data.deviations;
  if (list === undefined) return [];
  if (!Array.isArray(list) || list.length === 0) {
    return [problemAt(doc, ['deviations'], 'INVALID_FIELD', '`deviations` must be a non-empty list of `{ token, mode?, package, reason }`')];
  }
  const body = doc.body.replace(/\s+/g, ' ').toLowerCase();
  const problems: Problem[] = [];
  list.forEach((entry, i) => {
    const at = (message: string) => problems.push(problemAt(doc, ['deviations', i], 'INVALID_FIELD', `deviation ${i + 1}: ${message}`));
    if (!isMap(entry)) return at('must be a map `{ token, mode?, package, reason }`');
    const unknown = Object.keys(entry).filter((k) => !KEYS.has(k));
    if (unknown.length > 0) at(`unknown key ${unknown.map((k) => `\`${k}\``).join(', ')} (token, mode, package, reason)`);
    const { token, mode, package: value, reason } = entry;
    if (typeof token !== 'string' || token.trim() === '') at('`token` must be the path of a token, such as `colors.focus`');
    else if (valueAtTokenPath(doc.data, token) === undefined) at(`\`token\` names \`${token}\`, which the front matter does not hold`);
    if (mode !== undefined && mode !== 'light' && mode !== 'dark') at('`mode` must be light or dark (leave it out for both)');
    if ((typeof value !== 'string' || value.trim() === '') && typeof value !== 'number') at("`package` must be the package's value, a string or a number");
    else if (!body.includes(String(value).toLowerCase())) at(`the body does not name the package's value ${JSON.stringify(value)}: say beside the prose that explains it what the package has`);
    if (typeof reason !== 'string' || reason.trim().length < 12) at('`reason` must say why the document differs from its package');
  });
  return problems;
};
