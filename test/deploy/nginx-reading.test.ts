/**
 * Issue 21: the gateway reads a request as nginx reads it. Generated request targets and request heads go
 * to a real nginx with the front's reading settings (merge_slashes, the contract's header buffers), which
 * answers the URI and arguments it routed, or which of 400, 414 and 431 it refused with; the gateway's
 * parseTarget (request-target.ts) and headOverflow (refusals.ts) must say the same for each.
 */
import net from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../generator/contract/limits';
import { headOverflow } from '../../gateway/refusals';
import { parseTarget } from '../../gateway/request-target';
import { runNginx, type RunningProcess } from '../helpers/servers';

let nginx: RunningProcess;

beforeAll(async () => {
  nginx = await runNginx(
    (port) => `server {
    listen 127.0.0.1:${port};
    default_type text/plain;
    merge_slashes on;
    client_header_buffer_size ${LIMITS.HEADER_BUFFER_BYTES};
    large_client_header_buffers ${LIMITS.LARGE_HEADER_BUFFERS} ${LIMITS.LARGE_HEADER_BUFFER_BYTES};
    error_page 400 =200 //refused/400;
    error_page 414 =200 //refused/414;
    error_page 494 =200 //refused/431;
    location ^~ //refused/ { return 200 "refused $uri"; }
    location / { return 200 "read $uri|$args"; }
  }`,
    { errorLevel: 'crit', connections: 256 },
  );
});

afterAll(() => nginx.stop());

/** What nginx answers to a request head written as is: `read <uri>|<args>` or `refused //refused/<status>`. */
function ask(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(nginx.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1').split('\r\n\r\n').slice(1).join('\r\n\r\n')));
    socket.write(Buffer.from(head, 'latin1'));
  });
}

const ATOMS = ['/', '//', '.', '..', '%2e', '%2E', '%2f', '%2F', '%00', '%zz', '%', '%2', '%25', '%23', '%3F', '%3f', 'a', 'api', 'styles', '?', '#', 'x=1', '%ff', '%c3%a9', '+', '.json', '...', '%2e%2e', '~', '&'];

describe('the gateway reads a request as the nginx front does', () => {
  it('resolves every generated target to the URI and arguments nginx routes, and refuses those nginx refuses', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...ATOMS), { minLength: 1, maxLength: 8 }), async (atoms) => {
        const target = `/${atoms.join('')}`;
        const parsed = parseTarget(target);
        const expected = parsed ? `read ${Buffer.from(parsed.path).toString('latin1')}|${parsed.query ?? ''}` : 'refused //refused/400';
        seen.add(expected.split(' ')[0]!);
        expect(await ask(`GET ${target} HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n`), target).toBe(expected);
      }),
      { numRuns: 1500, seed: 2021 },
    );
    expect(seen).toEqual(new Set(['read', 'refused']));
  });

  it('refuses a request line or headers exactly where nginx\'s buffers run out (414, 431)', async () => {
    const large = LIMITS.LARGE_HEADER_BUFFER_BYTES;
    // Line sizes around the edges that matter: the first buffer, a large buffer, a large buffer's end.
    const seen = new Set<string>();
    const size = fc.oneof(fc.integer({ min: 20, max: 300 }), fc.integer({ min: 500, max: 2500 }), fc.integer({ min: 3000, max: 8300 }), fc.integer({ min: large - 40, max: large + 40 }));
    await fc.assert(
      fc.asyncProperty(size, fc.array(size, { maxLength: 7 }), async (requestLine, headers) => {
        const line = `GET /${'u'.repeat(Math.max(1, requestLine - 16))} HTTP/1.1`;
        const fields = ['Host: a', ...headers.map((bytes, i) => `X-H${i}: ${'v'.repeat(Math.max(1, bytes - 8 - String(i).length))}`), 'Connection: close'];
        const overflow = headOverflow([line.length + 2, ...fields.map((f) => f.length + 2), 2]);
        seen.add(overflow ?? 'read');
        const expected = overflow === 'request-line' ? 'refused //refused/414' : overflow === 'header' ? 'refused //refused/431' : `read ${line.slice(4, -9)}|`;
        expect(await ask(`${line}\r\n${fields.map((f) => `${f}\r\n`).join('')}\r\n`)).toBe(expected);
      }),
      { numRuns: 400, seed: 2121 },
    );
    expect(seen).toEqual(new Set(['read', 'request-line', 'header']));
  });
});
