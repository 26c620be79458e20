/**
 * A search shard built ahead (pipeline/shards-ahead.ts) is used only when its key is the one the library stage
 * makes from the rendered summaries: for every style of the library, the front matter read ahead gives the very
 * search input its rendered summary does, key order included, or the shard would be built twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, inject, it } from 'vitest';
import type { StyleSummary } from '../../generator/contract/schemas';
import { searchInputAhead } from '../../generator/pipeline/shards-ahead';
import { searchInput } from '../../generator/search/index-definition';

const distDir = inject('distDir');
const stylesDir = path.resolve('data/styles');
const loadYaml = (text: string) => load(text, { schema: CORE_SCHEMA });

describe('searchInputAhead', () => {
  it('reads from every document of the library the search input of its rendered summary', () => {
    const slugs = fs.readdirSync(stylesDir).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3));
    expect(slugs.length).toBeGreaterThan(100);
    for (const slug of slugs) {
      const summary = JSON.parse(fs.readFileSync(path.join(distDir, 'api/styles', slug, 'index.json'), 'utf8')) as StyleSummary;
      const ahead = searchInputAhead(fs.readFileSync(path.join(stylesDir, `${slug}.md`), 'utf8'), loadYaml);
      expect(JSON.stringify(ahead), slug).toBe(JSON.stringify(searchInput(summary)));
    }
  });

  it('reads nothing from a document without front matter, with front matter that does not load, or without an integer id', () => {
    const text = fs.readFileSync(path.join(stylesDir, 'swiss-international.md'), 'utf8');
    expect(searchInputAhead(text, loadYaml)).toMatchObject({ title: 'Swiss International' });
    expect(searchInputAhead(text.replace(/^---\n/, ''), loadYaml)).toBeUndefined();
    expect(searchInputAhead(text.replace(/^name: .*$/m, 'name: [unclosed'), loadYaml)).toBeUndefined();
    expect(searchInputAhead(text.replace(/^id: \d+$/m, 'id: twelve'), loadYaml)).toBeUndefined();
    expect(searchInputAhead(text.replace(/^description: .*$/m, ''), loadYaml)).toBeUndefined();
  });
});
