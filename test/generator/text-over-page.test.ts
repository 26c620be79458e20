/**
 * Issue 32, point 7: text on the page read as it is painted. A text-only component worn at an `opacity`
 * is judged at that opacity (vaporwave's katakana line at half opacity was 2.90:1 on the pink top of
 * its sky), and tron-grid's dark horizon, which the fixed floor carries behind every heading as the
 * page scrolls, lets Cold Light text keep 4.5:1 where it crosses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateLibrary } from '../../generator/documents/validate-library';
import { composite, contrast, parseColor } from '../../generator/tokens/color';

const source = (slug: string, edit: (text: string) => string = (t) => t) => {
  const file = path.resolve('data/styles', `${slug}.md`);
  return { file, slug, text: edit(fs.readFileSync(file, 'utf8')), syncedAt: '2026-01-01T00:00:00Z' };
};
const problemsOf = (slug: string, edit?: (text: string) => string) => {
  const result = validateLibrary([source(slug, edit)]);
  return result.ok ? [] : result.problems.map((p) => `${p.code} ${p.message}`);
};

describe('a text-only component worn at an opacity', () => {
  it('is read at that opacity: vaporwave\'s katakana line at half opacity fails, at 60% it passes', () => {
    expect(problemsOf('vaporwave', (t) => t.replace('  ghost-opacity: 0.6\n', '  ghost-opacity: 0.5\n'))).toEqual([
      'LOW_CONTRAST `katakana-line` text #956597 in light mode at opacity 0.5 has contrast 2.90:1 on `mall-sky` stop 1 (#ffb8e6) over `surface`, below 3:1',
    ]);
    expect(problemsOf('vaporwave')).toEqual([]);
  });
});

describe('tron-grid\'s dark horizon', () => {
  it('passes behind Cold Light body text at 4.5:1 or more, where the 70% line it was measured 2.3:1', () => {
    const text = fs.readFileSync(path.resolve('data/styles/tron-grid.md'), 'utf8');
    const horizon = /\{ color: "#04171D", position: 0\.545 \}, \{ color: "(#[0-9A-F]{8})", position: 0\.545 \}/.exec(text)?.[1];
    expect(horizon).toBeDefined();
    const sky = parseColor('#04171D')!;
    const body = parseColor(/^ {2}on-surface: "(#[0-9A-F]{6})"/m.exec(text)![1]!)!;
    expect(contrast(body, composite(parseColor(horizon!)!, sky))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(body, composite(parseColor('#7DFDFEB3')!, sky))).toBeLessThan(2.5);
  });
});
