/**
 * Retired styles (data/retired.yaml, issue 10): a style merged into another keeps its id retired, never
 * reused, and its slug redirected to the survivor. Read with line numbers so problems point at the entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Problem } from './problem';

export interface RetiredStyle {
  slug: string;
  id: number;
  mergedInto: string;
  /** Where the entry is written, for problems. */
  file: string;
  line: number;
}

export const RETIRED_FILE = 'retired.yaml';

/** The entries of `<dataDir>/retired.yaml` (none when the file is absent), or the problems of a malformed file. */
export function readRetired(dataDir: string): { ok: true; retired: RetiredStyle[] } | { ok: false; problems: Problem[] } {
  const full = path.join(dataDir, RETIRED_FILE);
  if (!fs.existsSync(full)) return { ok: true, retired: [] };
  const file = path.relative(process.cwd(), full) || full;
  const counter = new LineCounter();
  const doc = parseDocument(fs.readFileSync(full, 'utf8'), { lineCounter: counter });
  const problem = (offset: number | undefined, message: string): Problem => ({ file, line: offset === undefined ? 1 : counter.linePos(offset).line, code: 'INVALID_RETIRED', message });
  if (doc.errors.length > 0) return { ok: false, problems: doc.errors.map((e) => problem(e.pos[0], `not valid YAML: ${e.message}`)) };
  if (doc.contents === null) return { ok: true, retired: [] };
  if (!isSeq(doc.contents)) return { ok: false, problems: [problem(0, 'must be a list of { slug, id, mergedInto }')] };
  const retired: RetiredStyle[] = [];
  const problems: Problem[] = [];
  for (const item of doc.contents.items) {
    const offset = (item as { range?: readonly number[] | null }).range?.[0];
    const value = isMap(item) ? (item.toJSON() as Record<string, unknown>) : undefined;
    const { slug, id, mergedInto } = value ?? {};
    if (typeof slug !== 'string' || typeof mergedInto !== 'string' || !Number.isSafeInteger(id) || (id as number) < 1) {
      problems.push(problem(offset, 'each entry needs `slug` (the old slug), `id` (its retired id) and `mergedInto` (the surviving slug)'));
      continue;
    }
    retired.push({ slug, id: id as number, mergedInto, file, line: problem(offset, '').line });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, retired };
}
