import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../gateway/routes/choose-encoding';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=abc, br', 'br'],
    ['GZIP', 'gzip'],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('only picks codings that exist for the file', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', [])).toBe('identity');
  });
});
