/** The pure parts of the CLI's lock and diff (issue 35): what `add` records, the token diff by group and mode, what --force would lose. */
import { describe, expect, it } from 'vitest';
import { formatLock, recordAdd, type Lock } from '../../cli/lib/lock.js';
import { compareVersions, diffTokens, lostLines } from '../../cli/lib/token-diff.js';

const base = 'http://localhost:3000';
const file = (path: string, format: string) => ({ path, format, sha256: path.length.toString(16) });
const tokens = (primary: string) => ({ colors: { primary } }) as never;

describe('recordAdd', () => {
  it('a new style takes the version and tokens; a file at a path already listed replaces its entry; files sorted', () => {
    const one = recordAdd(undefined, { base, slug: 'ink', version: '1.0.0', updated_at: null, tokens: tokens('#111'), files: [file('b.css', 'css')] });
    const two = recordAdd(one, { base, slug: 'ink', version: '1.0.0', updated_at: null, tokens: tokens('#111'), files: [file('a.json', 'dtcg'), { ...file('b.css', 'css'), sha256: 'new' }] });
    expect(two.styles.ink!.files.map((f) => [f.path, f.sha256])).toEqual([['a.json', '6'], ['b.css', 'new']]);
    expect(formatLock(two)).toMatch(/^\{\n {2}"base": .+\n {2}"lockfileVersion": 1,\n {2}"styles": \{\n/);
  });

  it('a newer version added beside files of an older one keeps the older version and tokens, so update still sees them', () => {
    const old = recordAdd(undefined, { base, slug: 'ink', version: '1.0.0', updated_at: null, tokens: tokens('#111'), files: [file('b.css', 'css')] });
    const mixed = recordAdd(old, { base, slug: 'ink', version: '1.1.0', updated_at: null, tokens: tokens('#222'), files: [file('a.json', 'dtcg')] });
    expect(mixed.styles.ink).toMatchObject({ version: '1.0.0', tokens: tokens('#111') });
    const replaced = recordAdd(old, { base, slug: 'ink', version: '1.1.0', updated_at: null, tokens: tokens('#222'), files: [file('b.css', 'css')] });
    expect(replaced.styles.ink).toMatchObject({ version: '1.1.0', tokens: tokens('#222') });
    const other: Lock = recordAdd(old, { base, slug: 'zen', version: '2.0.0', updated_at: null, tokens: tokens('#333'), files: [file('z.md', 'md')] });
    expect(Object.keys(other.styles)).toEqual(['ink', 'zen']);
  });
});

describe('diffTokens', () => {
  it('groups leaves by top-level group and mode: the document\'s own mode, and modes.<mode>.<group>', () => {
    const before = { mode: { default: 'dark' }, colors: { primary: '#111', gone: '#000' }, modes: { light: { colors: { surface: '#fff' } } }, elevation: { ring: [{ color: '#000', blur: '0px' }] } };
    const after = { colors: { primary: '#222', accent: '#f00' }, mode: { default: 'dark' }, modes: { light: { colors: { surface: '#eee' } } }, elevation: { ring: [{ blur: '0px', color: '#000' }] } };
    expect(diffTokens(before, after)).toEqual([
      { group: 'colors', mode: 'dark', added: [{ path: 'colors.accent', value: '#f00' }], removed: [{ path: 'colors.gone', value: '#000' }], changed: [{ path: 'colors.primary', from: '#111', to: '#222' }] },
      { group: 'colors', mode: 'light', added: [], removed: [], changed: [{ path: 'modes.light.colors.surface', from: '#fff', to: '#eee' }] },
    ]);
    expect(diffTokens(after, after)).toEqual([]);
  });
});

describe('compareVersions and lostLines', () => {
  it('compares semver numerically', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.0.0', '1.0.1')).toBeLessThan(0);
  });

  it('names the lines of the current file the new text does not keep', () => {
    expect(lostLines('a\nb\nmine\nc\n', 'a\nB\nc\n')).toEqual({ lost: ['b', 'mine'], added: 1 });
    expect(lostLines('same\n', 'same\n')).toEqual({ lost: [], added: 0 });
  });
});
