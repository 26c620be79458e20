/** Issue 31, point 6, the pure parts of a clear start: the log format chosen, a pretty line, where to go, why a port fails, build progress. */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/config';
import { chooseLogFormat, prettyMessage } from '../../gateway/logger';
import { listenFailure, whereToGo } from '../../gateway/start-messages';
import type { BuildProgress } from '../../generator/build';
import { progressReporter } from '../../generator/build-progress';

describe('chooseLogFormat', () => {
  it.each([
    ['auto', true, 'pretty'],
    ['auto', false, 'json'],
    ['json', true, 'json'],
    ['json', false, 'json'],
    ['pretty', true, 'pretty'],
    ['pretty', false, 'pretty'],
  ] as const)('LOG_FORMAT=%s with stdout a terminal: %s → %s', (format, tty, chosen) => {
    expect(chooseLogFormat(format, tty)).toBe(chosen);
  });

  it('reads LOG_FORMAT as auto by default and refuses another value', () => {
    expect(readConfig({}).logFormat).toBe('auto');
    expect(readConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => readConfig({ LOG_FORMAT: 'JSON' })).toThrow('LOG_FORMAT must be one of auto, json, pretty; got "JSON"');
  });
});

describe('prettyMessage', () => {
  it('writes an access entry as method, URL, status and time', () => {
    const entry = { level: 30, msg: 'request completed', req: { id: 'x', method: 'GET', url: '/api/styles?limit=1' }, res: { statusCode: 200 }, responseTime: 1.234 };
    expect(prettyMessage(entry)).toBe('GET /api/styles?limit=1 200 1.234 ms');
  });

  it('writes any other entry as its message', () => {
    expect(prettyMessage({ level: 30, msg: 'dist/ is up to date (checked in 3 ms)' })).toBe('dist/ is up to date (checked in 3 ms)');
  });
});

describe('whereToGo and listenFailure', () => {
  it('names the portal, the API, MCP and the OpenAPI document at the public URL', () => {
    expect(whereToGo('https://styles.example.org')).toEqual([
      'Portal   https://styles.example.org/developers',
      'API      https://styles.example.org/api/styles',
      'MCP      https://styles.example.org/mcp',
      'OpenAPI  https://styles.example.org/openapi.json',
    ]);
  });

  it.each([
    ['EADDRINUSE', 'port 3000 is already in use on 0.0.0.0: stop what listens there, or set PORT to a free port (PORT=3001 npm start)'],
    ['EACCES', 'port 3000 on 0.0.0.0 needs privileges this process does not have: set PORT to a port above 1023 (PORT=3000 npm start)'],
    ['EADDRNOTAVAIL', '0.0.0.0 is not an address of this machine: set HOST to one (HOST=0.0.0.0 npm start listens on all of them)'],
    ['EMFILE', null],
  ])('%s → %j', (code, line) => {
    expect(listenFailure(Object.assign(new Error(code), { code }), '0.0.0.0', 3000)).toBe(line);
  });
});

describe('progressReporter', () => {
  const run = (events: [number, BuildProgress][]) => {
    let clock = 0;
    const lines: string[] = [];
    const report = progressReporter((line) => lines.push(line), { now: () => clock });
    for (const [at, progress] of events) {
      clock = at;
      report(progress);
    }
    return lines;
  };

  it('reports documents at every tenth, not every document', () => {
    const events = Array.from({ length: 140 }, (_, i): [number, BuildProgress] => [i, { phase: 'documents', done: i + 1, total: 140 }]);
    expect(run(events)).toEqual([14, 28, 42, 56, 70, 84, 98, 112, 126, 140].map((done) => `documents: ${done} of 140 (${Math.floor((done * 100) / 140)} %)`));
  });

  it('reports within a tenth after two seconds of silence, and library files every two seconds', () => {
    expect(
      run([
        [100, { phase: 'documents', done: 1, total: 1000 }],
        [2100, { phase: 'documents', done: 2, total: 1000 }],
        [2200, { phase: 'documents', done: 3, total: 1000 }],
        [2300, { phase: 'library', done: 1, total: 0 }],
        [4400, { phase: 'library', done: 900, total: 0 }],
      ]),
    ).toEqual(['documents: 2 of 1000 (0 %)', 'library files: 900']);
  });
});
