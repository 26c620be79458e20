/**
 * Issue 22: llms-full.txt is laid out before it is made, then made whole or in pieces (a large library's
 * file is written as it comes, never held); sections the previous file holds are copied from it.
 */
import { describe, expect, it } from 'vitest';
import type { StyleSummary } from '../../generator/contract/schemas';
import { layOutLlmsFull, type LlmsSections, type PreviousLlmsFull } from '../../generator/publish/llms-txt';

const style = (slug: string, title: string): StyleSummary => ({ slug, title, type: 'minimalism' }) as StyleSummary;
const styles = [style('first', 'First'), style('second', 'Second'), style('third', 'Third')];
const texts: Record<string, string> = {
  first: '---\nname: First\n---\n\n## Overview\n\nOne.\n\n',
  second: '---\nname: Second\n---\n\n## Overview\n\nTwo, with a longer body.\n',
  third: '---\nname: Third\n---\n\n## Overview\n\nThree.\n \n',
};
const documentBytes = (slug: string) => Buffer.from(texts[slug]!);

/** The previous file as build.ts reads it: each section still valid, read from the file's bytes. */
const previousOf = (file: Buffer, sections: LlmsSections, changed: string): PreviousLlmsFull => ({
  range: (slug, first) => (slug === changed || (slug === 'first') !== first ? undefined : sections.get(slug)),
  read: (into, at, start, end) => void file.copy(into, at, start, end),
});

/** The pieces joined, each copied as it comes: a piece is valid until the next is asked for. */
const joined = (pieces: Iterable<Buffer>) => {
  const copies: Buffer[] = [];
  for (const piece of pieces) copies.push(Buffer.from(piece));
  return Buffer.concat(copies);
};

describe('llms-full.txt', () => {
  it('in pieces holds the bytes of the whole file, and each section lies where the layout says', () => {
    const file = layOutLlmsFull('http://api.test', styles, documentBytes);
    const body = file.body();
    expect(body.length).toBe(file.size);
    expect(joined(file.pieces(5)).equals(body)).toBe(true);
    for (const s of styles) {
      const [start, end] = file.sections.get(s.slug)!;
      const section = body.subarray(start, end).toString();
      expect(section).toContain(`# ${s.title}\n`);
      expect(section).toContain(texts[s.slug]!.trimEnd());
    }
  });

  it('copies the sections of unchanged documents from the previous file, in reads of at most the chunk size', () => {
    const before = layOutLlmsFull('http://api.test', styles, documentBytes);
    const previousBody = before.body();
    texts.second = texts.second!.replace('Two', 'Two, edited');
    const previous = previousOf(previousBody, before.sections, 'second');
    const reads: number[] = [];
    const counting: PreviousLlmsFull = { range: previous.range, read: (into, at, start, end) => (reads.push(end - start), previous.read(into, at, start, end)) };
    const after = layOutLlmsFull('http://api.test', styles, documentBytes, counting);
    const fresh = layOutLlmsFull('http://api.test', styles, documentBytes);
    expect(joined(after.pieces(16)).equals(fresh.body())).toBe(true);
    expect(reads.length).toBeGreaterThan(2);
    expect(Math.max(...reads)).toBeLessThanOrEqual(16);
    expect(after.body().equals(fresh.body())).toBe(true);
    expect([...after.sections]).toEqual([...fresh.sections]);
  });
});
