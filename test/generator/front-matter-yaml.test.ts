/**
 * The front matter loader keeps js-yaml's data and errors, and the lines it reads off js-yaml's events
 * for top-level keys are the lines the `yaml` package gives (what every other problem line comes from).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import * as jsYaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { loadYaml } from '../../generator/documents/front-matter-yaml';

/** The line of each top-level key as the `yaml` package says (0-based, key order). */
function yamlKeyLines(text: string): [string, number][] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const items = (doc.contents as { items?: { key?: { value?: unknown; range?: number[] } }[] } | null)?.items ?? [];
  return items.filter((i) => typeof i.key?.value === 'string').map((i) => [i.key!.value as string, counter.linePos(i.key!.range![0]!).line - 1]);
}

const frontMatters = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => [f, matter(fs.readFileSync(path.join(dir, f), 'utf8'), { engines: { yaml: () => ({}) } }).matter] as const);

const EDGE_CASES: Record<string, string> = {
  'flow mapping': '\n{ version: alpha,\n  id: 3, name: x }\n',
  'quoted and explicit keys': '\n"name": a\n? id\n: 4\n\'era\': b\n',
  'comments, anchors and tags': '\n# id: 1\nname: &n x # id: 2\n!!str id: 5\nother: *n\n',
  'block scalars': '\ndescription: |\n  id: not a key\n  more\nid: 6\n',
  'nested keys first': '\ncolors:\n  id: "#fff"\n  nested: { id: 1 }\nlist:\n  - id: 2\nid: 7\n',
  'windows line ends': '\r\nname: x\r\nid: 8\r\n',
  'not a mapping': '\n- id\n- 9\n',
};

describe('front matter YAML', () => {
  const documents = [...frontMatters('data/styles'), ...frontMatters('test/fixtures/styles'), ...frontMatters('test/fixtures/broken'), ...Object.entries(EDGE_CASES)];

  it.each(documents)('%s: the data and errors of js-yaml load, the top-level key lines of yaml', (_, text) => {
    let expected: unknown;
    try {
      expected = jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });
    } catch (error) {
      expect(() => loadYaml(text)).toThrow((error as Error).message);
      return;
    }
    const loaded = loadYaml(text);
    expect(loaded.data).toEqual(expected);
    for (const [key, line] of yamlKeyLines(text)) expect([key, loaded.keyLine(key)]).toEqual([key, line]);
  });

  it('reads the lines of the edge cases off the events', () => {
    expect(loadYaml(EDGE_CASES['flow mapping']!).keyLine('id')).toBe(2);
    expect(loadYaml(EDGE_CASES['quoted and explicit keys']!).keyLine('id')).toBe(2);
    expect(loadYaml(EDGE_CASES['block scalars']!).keyLine('id')).toBe(4);
    expect(loadYaml(EDGE_CASES['nested keys first']!).keyLine('id')).toBe(6);
    expect(loadYaml(EDGE_CASES['not a mapping']!).keyLine('id')).toBeUndefined();
  });

  it('refuses empty and multi-document sources as load does', () => {
    expect(() => loadYaml('\n# nothing\n')).toThrow('expected a document, but the input is empty');
    expect(() => loadYaml('\na: 1\n---\nb: 2\n')).toThrow('expected a single document in the stream, but found more');
  });
});
