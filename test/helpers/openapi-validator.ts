/**
 * Validates response bodies against the built openapi.json (JSON Schema 2020-12 via ajv),
 * so every test checks the contract document itself, not a copy of it.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

export type OpenApiDocument = {
  paths: Record<string, { get: { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> } }>;
  components: { schemas: Record<string, unknown> };
};

export function createValidator(distDir: string) {
  const doc = JSON.parse(fs.readFileSync(path.join(distDir, 'openapi.json'), 'utf8')) as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi.json');
  const pathOf = (operationId: string) => {
    const entry = Object.entries(doc.paths).find(([, item]) => item.get.operationId === operationId);
    if (!entry) throw new Error(`no operation ${operationId}`);
    return entry[0];
  };
  const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

  /** Asserts that `body` is what openapi.json promises for `operationId` answering `status`. */
  function expectResponse(operationId: string, status: number, body: unknown): void {
    const p = pathOf(operationId);
    const response = doc.paths[p]!.get.responses[String(status)];
    expect(response, `openapi.json documents ${status} for ${operationId}`).toBeDefined();
    const ref = `openapi.json#/paths/${pointer(p)}/get/responses/${status}/content/application~1json/schema`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    const ok = validate(body);
    expect(ok, `${operationId} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }

  /** Asserts that `body` matches a component schema (for paths outside the five operations). */
  function expectSchema(name: string, body: unknown): void {
    const ref = `openapi.json#/components/schemas/${name}`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    expect(validate(body), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }

  return { doc, expectResponse, expectSchema };
}
