/**
 * An ajv validator compiled once per schema, options and ajv version, and kept as ajv's standalone validation
 * code in the generator's cache (cache-dir.ts). Compiling the token-extension schema took 0.33 s at the start
 * of every process that validates a document (a build and each of its workers, `npm run check`, a test file);
 * requiring the compiled module takes a few milliseconds (issue 34). ajv itself is loaded only to compile one
 * (50–70 ms of every such process's start otherwise).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Options, ValidateFunction } from 'ajv/dist/2020.js';
import { CACHE_DIR } from '../cache-dir';

const requireHere = createRequire(import.meta.url);
const AJV_VERSION = (requireHere('ajv/package.json') as { version: string }).version;

export function compiledValidator<T>(schema: object, options: Options = {}): ValidateFunction<T> {
  const key = createHash('sha1').update(`${AJV_VERSION}\0${JSON.stringify(options)}\0${JSON.stringify(schema)}`).digest('base64url');
  const file = path.join(CACHE_DIR, `validator-${key}.cjs`);
  const require = createRequire(file);
  if (fs.existsSync(file)) return require(file) as ValidateFunction<T>;
  const { default: Ajv2020 } = requireHere('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const { default: standaloneCode } = requireHere('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js');
  const ajv = new Ajv2020({ ...options, code: { source: true } });
  const validate = ajv.compile<T>(schema);
  // Written aside then renamed: processes started together never read half a file. A cache that cannot be
  // written (node_modules read-only) costs the compile again next time, not the validation.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    fs.writeFileSync(partial, standaloneCode(ajv, validate));
    fs.renameSync(partial, file);
  } catch {
    fs.rmSync(partial, { force: true });
  }
  return validate;
}
