/**
 * Issue 19: every style's `dtcg` export builds with Style Dictionary 5 into `css/variables`, `javascript/es6`,
 * `ios-swift/class.swift` and `android/resources` with the configuration `design-style add --format dtcg` writes
 * beside it (cli/templates/style-dictionary.config.mjs, issue 31; docs/exports.md), warnings as errors (so no
 * shorthand loss, no broken reference, no name collision), and what it writes is usable: CSS that parses,
 * JavaScript that imports, Swift literals, Android XML with valid values.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import postcss from 'postcss';
import StyleDictionary from 'style-dictionary';
import type { Config, DesignTokens } from 'style-dictionary/types';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadDist } from '../../gateway/dist-store';

const store = loadDist(inject('distDir'));
const slugs = [...store.search.styles.values()].sort((a, b) => a.id - b.id).map((s) => s.slug);
const PLATFORMS = ['css', 'js', 'ios', 'android'] as const;

/** The configuration the CLI writes beside design-tokens.json (it reads the tokens there). */
const CLI_CONFIG = 'cli/templates/style-dictionary.config.mjs';

let dir: string;
let config: Config;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-sd-'));
  const file = path.join(dir, 'style-dictionary.config.mjs');
  fs.copyFileSync(CLI_CONFIG, file);
  fs.writeFileSync(path.join(dir, 'design-tokens.json'), store.get(`/api/styles/${slugs[0]}/export/dtcg`)!.body);
  config = ((await import(pathToFileURL(file).href)) as { default: Config }).default;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const GARBAGE = ['[object Object]', 'undefined', 'NaN'];

/** A Swift value the class format may hold: a colour, a CGFloat, a number, a string, an array of numbers, a boolean. */
const SWIFT_LITERAL = /^(?:UIColor\(red: [0-9.]+, green: [0-9.]+, blue: [0-9.]+, alpha: [0-9.]+\)|CGFloat\(-?[0-9.]+\)|-?[0-9.]+|"(?:[^"\\]|\\.)*"|\[-?[0-9.]+(?:, -?[0-9.]+)*\]|true|false)$/;
const ANDROID_VALUE: Record<string, RegExp> = { color: /^#[0-9a-f]{8}$/, dimen: /^-?[0-9.]+(?:dp|sp)$/, integer: /^-?[0-9]+$/, string: /^.+$/s };

function checkOutput(platform: (typeof PLATFORMS)[number], text: string, colors: string[]): string[] {
  const problems = GARBAGE.filter((g) => text.includes(g)).map((g) => `${platform} holds ${g}`);
  const names: string[] = [];
  if (platform === 'css') {
    postcss.parse(text).walkDecls((d) => void names.push(d.prop));
    for (const c of colors) if (!names.includes(`--color-${c}`)) problems.push(`css lacks --color-${c}`);
  } else if (platform === 'js') {
    names.push(...[...text.matchAll(/^export const (\w+) =/gm)].map((m) => m[1]!));
  } else if (platform === 'ios') {
    for (const [, name, value] of text.matchAll(/static let (\w+) = (.*)$/gm)) {
      names.push(name!);
      if (!SWIFT_LITERAL.test(value!)) problems.push(`swift ${name} = ${value}`);
    }
  } else {
    if (XMLValidator.validate(text) !== true) return [...problems, 'android XML does not parse'];
    const resources = (new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(text) as { resources: Record<string, unknown> }).resources;
    for (const [type, entries] of Object.entries(resources)) {
      for (const entry of [entries].flat() as { '@_name': string; '#text': string }[]) {
        names.push(entry['@_name']);
        if (!ANDROID_VALUE[type]?.test(entry['#text'])) problems.push(`android <${type} name="${entry['@_name']}">${entry['#text']}`);
      }
    }
  }
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) problems.push(`${platform}: ${name} twice`);
    seen.add(name);
  }
  if (names.length === 0) problems.push(`${platform} is empty`);
  return problems;
}

describe(`the dtcg export in Style Dictionary ${StyleDictionary.VERSION}`, () => {
  it.each(slugs)('%s: builds css, js, ios-swift and android with no warning, and the files are usable', async (slug) => {
    const tokens = JSON.parse(store.get(`/api/styles/${slug}/export/dtcg`)!.body.toString()) as DesignTokens;
    const colors = Object.keys(tokens.color as object).filter((k) => !k.startsWith('$'));
    const sd = new StyleDictionary({ ...config, source: [], tokens, log: { ...config.log, verbosity: 'silent' } });
    const problems: string[] = [];
    for (const platform of PLATFORMS) {
      const outputs = await sd.formatPlatform(platform);
      expect(outputs).toHaveLength(1);
      problems.push(...checkOutput(platform, String(outputs[0]!.output), colors));
      if (platform === 'js') await import(`data:text/javascript,${encodeURIComponent(String(outputs[0]!.output))}`);
    }
    expect(problems).toEqual([]);
  });
});
