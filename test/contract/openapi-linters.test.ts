/**
 * The linters API users point at openapi.json, run as they run them on the built file: Spectral with
 * its OpenAPI ruleset (.spectral.yaml) and Redocly with its recommended rules. Zero errors, zero
 * warnings. Both run offline: telemetry and update checks are off.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const openapi = path.join(inject('distDir'), 'openapi.json');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

/** The linter's stdout, also when it exits non-zero for its findings (the assertion then shows them). */
async function run(file: string, args: string[]): Promise<string> {
  try {
    return (await promisify(execFile)(file, args, { cwd: root, env })).stdout;
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (!stdout) throw error;
    return stdout;
  }
}

describe('openapi.json under the ecosystem linters', () => {
  it('has no Spectral finding of any severity (spectral:oas)', async () => {
    const stdout = await run(bin('spectral'), ['lint', openapi, '--ruleset', path.join(root, '.spectral.yaml'), '--format', 'json', '--fail-severity', 'hint', '--quiet']);
    expect(JSON.parse(stdout || '[]')).toEqual([]);
  }, 60_000);

  it('has no Redocly problem (recommended rules)', async () => {
    const stdout = await run(bin('redocly'), ['lint', openapi, '--format', 'json']);
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
