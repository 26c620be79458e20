/**
 * Issue 22: search/styles.json holds a summary a line, each opening with its id and slug, so the gateway
 * loads every style's id and slug at start and parses a summary only when a result shows it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StyleSummary } from '../../generator/contract/schemas';
import { readStyleTable, styleTable, styleTableJson } from '../../generator/search/style-table';

const summary = (id: number, slug: string, title: string): StyleSummary => ({ id, slug, title, description: `The ${title} style, “quoted”.`, type: 'minimalism' }) as StyleSummary;
const summaries = [summary(3, 'third-style', 'Third'), summary(10, 'tenth', 'Tenth'), summary(42, 'forty-two', 'Forty-two')];
const text = styleTableJson(summaries.map((s) => JSON.stringify(s)));
const bytes = (t: string) => Buffer.from(t);

afterEach(() => vi.restoreAllMocks());

describe('the style table', () => {
  it('is written as a JSON array of the summaries, one a line', () => {
    expect(JSON.parse(text)).toEqual(summaries);
    expect(text.split('\n')).toHaveLength(summaries.length + 2);
    expect(JSON.parse(styleTableJson([]))).toEqual([]);
  });

  it('reads every id and slug in file order without parsing a summary, and parses one when it is asked for', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const table = readStyleTable(bytes(text));
      expect(parse).not.toHaveBeenCalled();
      expect([...table.keys()]).toEqual(['third-style', 'tenth', 'forty-two']);
      expect(table.size).toBe(3);
      expect(table.has('tenth')).toBe(true);
      expect(table.has('eleventh')).toBe(false);
      expect(table.idOf('forty-two')).toBe(42);
      expect(table.get('tenth')).toEqual(summaries[1]);
      expect(parse).toHaveBeenCalledTimes(1);
      // Parsed once, then kept.
      expect(table.get('tenth')).toBe(table.get('tenth'));
      expect(parse).toHaveBeenCalledTimes(1);
      expect(table.get('eleventh')).toBeUndefined();
      expect([...table.values()]).toEqual(summaries);
      expect([...table]).toEqual(summaries.map((s) => [s.slug, s]));
    } finally {
      // JSON is the worker's: the files after this one (isolate: false) must not record every parse.
      parse.mockRestore();
    }
  });

  it('reads a file in another layout (an older build, a line that opens otherwise) as its JSON says', () => {
    expect([...readStyleTable(bytes(JSON.stringify(summaries))).values()]).toEqual(summaries);
    const reordered = `[\n${JSON.stringify({ slug: 'odd', id: 7, title: 'Odd' })},\n${JSON.stringify(summaries[0])}\n]`;
    const table = readStyleTable(bytes(reordered));
    expect(table.idOf('odd')).toBe(7);
    expect(table.get('odd')).toEqual({ slug: 'odd', id: 7, title: 'Odd' });
    expect(table.get('third-style')).toEqual(summaries[0]);
    expect(styleTable(summaries).get('forty-two')).toBe(summaries[2]);
  });
});
