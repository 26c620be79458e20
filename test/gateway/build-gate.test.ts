/**
 * npm run dev's gate (gateway/build-gate.ts): while a build runs, a request is answered from a file the
 * build has put in place, or once the build is done; never from a list page being rewritten (issue 22).
 */
import { describe, expect, it } from 'vitest';
import { buildGate } from '../../gateway/build-gate';

describe('buildGate', () => {
  it('answers at once between builds', () => {
    const gate = buildGate();
    const answered: string[] = [];
    gate.pass('api/lists/all/20/1.json', () => answered.push('list'));
    gate.pass(undefined, () => answered.push('mcp'));
    expect(answered).toEqual(['list', 'mcp']);
  });

  it("holds requests during a build: an edited style's file once it is in place, the rest when the build is done", () => {
    const gate = buildGate();
    const answered: string[] = [];
    gate.close();
    gate.pass('api/styles/loud-box/index.json', () => answered.push('detail'));
    gate.pass('api/lists/all/20/1.json', () => answered.push('list'));
    gate.pass(undefined, () => answered.push('mcp'));
    expect(answered).toEqual([]);
    gate.release(['api/styles/loud-box/index.json', 'covers/loud-box.svg']);
    expect(answered).toEqual(['detail']);
    gate.pass('covers/loud-box.svg', () => answered.push('cover'));
    gate.pass('api/lists/all/20/2.json', () => answered.push('list 2'));
    expect(answered).toEqual(['detail', 'cover']);
    gate.open();
    expect(answered).toEqual(['detail', 'cover', 'list', 'mcp', 'list 2']);
    // The next build starts with nothing in place: its files are not this build's.
    gate.close();
    gate.pass('covers/loud-box.svg', () => answered.push('cover again'));
    expect(answered).toHaveLength(5);
    gate.open();
    expect(answered.at(-1)).toBe('cover again');
  });
});
