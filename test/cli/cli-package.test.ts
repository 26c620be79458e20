/**
 * The `design-style` package as it ships (issue 31): plain JavaScript with no dependency, its copy of the
 * contract equal to generator/contract, its YAML view read back by a YAML parser, and `npm pack` giving the
 * same bytes twice.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { stringifyYaml } from '../../cli/lib/yaml.js';
import { CLI_CONTRACT_FILE, renderCliContract } from '../../generator/publish/cli-contract';
import { packCliPackage } from '../../generator/publish/cli-package';

describe('the design-style package', () => {
  it('has no dependency, runs on Node 20 without a build step, and names what it ships', () => {
    const pkg = JSON.parse(fs.readFileSync('cli/package.json', 'utf8')) as Record<string, unknown>;
    expect(pkg).toMatchObject({ name: 'design-style', type: 'module', bin: { 'design-style': 'bin/design-style.js' }, engines: { node: '>=20' } });
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.files).toEqual(['bin', 'lib', 'templates', 'service.json']);
    expect(fs.readFileSync('cli/bin/design-style.js', 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
  });

  it('cli/lib/contract.js is generator/contract\'s values (run `npx tsx generator/publish/cli-contract.ts` when this fails)', () => {
    expect(fs.readFileSync(CLI_CONTRACT_FILE, 'utf8')).toBe(renderCliContract());
  });

  it('packs to the same bytes twice', () => {
    const a = packCliPackage('https://styles.example');
    expect(packCliPackage('https://styles.example').equals(a)).toBe(true);
    expect(a.length).toBeLessThan(64 << 10);
  });
});

describe('show --part tokens: the YAML view', () => {
  it.each([
    ['plain and quoted strings', { a: 'plain words', hex: '#ff0000', yes: 'yes', num: '1.5', colon: 'a: b', hash: 'a #b', edge: ' x ', empty: '', multi: 'one\ntwo', quote: 'say "hi"' }],
    ['numbers, booleans and null', { n: 0, m: -2.5, t: true, f: false, z: null }],
    ['nested objects and arrays', { list: [1, 'two', { three: 3, four: [4, [5, 6]] }], empty: { a: [], b: {} }, '3d': { 'key with: colon': 1 } }],
    ['a top-level array', [{ a: 1 }, [], 'x']],
  ])('%s read back as the same value', (_, value) => {
    expect(parseYaml(stringifyYaml(value))).toEqual(value);
  });
});
