/**
 * The token-extension schema's validator is compiled once and kept as ajv's standalone code (compiled-validator.ts):
 * it must judge as a validator compiled in memory does, errors included, and be read back rather than compiled again.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_DIR } from '../../generator/cache-dir';
import { compiledValidator } from '../../generator/contract/compiled-validator';
import { TokenExtensionsSchema } from '../../generator/contract/token-extensions';

const OPTIONS = { allErrors: true, strict: false };
const SCHEMA = { type: 'object', properties: { blur: { type: 'string', pattern: '^\\d+px$' }, layers: { type: 'array', minItems: 1 } }, required: ['blur'], additionalProperties: false };

describe('compiledValidator', () => {
  it('judges as ajv compiled in memory does, with the same errors, from a module it writes once', () => {
    const cached = compiledValidator(SCHEMA, OPTIONS);
    const fresh = new Ajv2020(OPTIONS).compile(SCHEMA);
    const files = fs.readdirSync(CACHE_DIR).filter((f) => f.startsWith('validator-') && f.endsWith('.cjs'));
    expect(files.length).toBeGreaterThan(0);
    const again = compiledValidator(SCHEMA, OPTIONS);
    for (const data of [{ blur: '12px' }, { blur: '12em', layers: [], extra: 1 }, {}, 'glass', { blur: 3, layers: [1] }]) {
      expect(cached(data), JSON.stringify(data)).toBe(fresh(data));
      expect(cached.errors ?? null).toEqual(fresh.errors ?? null);
      expect(again(data)).toBe(fresh(data));
    }
  });

  it('reads a compiled schema back without compiling it again', () => {
    compiledValidator(TokenExtensionsSchema, OPTIONS);
    const compile = vi.spyOn(Ajv2020.prototype, 'compile');
    try {
      const validate = compiledValidator(TokenExtensionsSchema, OPTIONS);
      expect(compile).not.toHaveBeenCalled();
      expect(validate({ elevation: 'high' })).toBe(new Ajv2020(OPTIONS).compile(TokenExtensionsSchema)({ elevation: 'high' }));
    } finally {
      compile.mockRestore();
    }
  });

  it('loads ajv only to compile: a process that reads a compiled schema back never loads it', () => {
    // 50–70 ms of the start of every process that validates a document (issue 34).
    compiledValidator(TokenExtensionsSchema, OPTIONS);
    const script = `
      import { createRequire } from 'node:module';
      import { compiledValidator } from './generator/contract/compiled-validator.ts';
      import { TokenExtensionsSchema } from './generator/contract/token-extensions.ts';
      const validate = compiledValidator(TokenExtensionsSchema, ${JSON.stringify(OPTIONS)});
      const loaded = Object.keys(createRequire(import.meta.url).cache).filter((f) => /node_modules\\/ajv\\/dist\\//.test(f));
      console.log(JSON.stringify({ valid: validate({ elevation: 'high' }), loaded }));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' })) as { valid: boolean; loaded: string[] };
    expect(out.valid).toBe(new Ajv2020(OPTIONS).compile(TokenExtensionsSchema)({ elevation: 'high' }));
    // The standalone code may require ajv's small runtime helpers, never ajv itself (its version comes from its package.json).
    expect(out.loaded.filter((f) => !f.includes('/ajv/dist/runtime/'))).toEqual([]);
  });

  it('keeps its modules in the generator\'s cache inside node_modules', () => {
    expect(CACHE_DIR).toBe(path.resolve('node_modules/.cache/design-style-library'));
  });
});
