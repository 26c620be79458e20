/**
 * search/styles.json and the shards are written in ASCII and read back without decoding (ascii-json.ts;
 * issue 22): the escaped text is the same value to JSON.parse, and a file that is not ASCII still reads as UTF-8.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiJson, readJsonFile } from '../../generator/search/ascii-json';

const value = { era: '1935–1943', title: 'Café 🎨', lone: '\ud83d', ascii: 'a\\u2013b "q"', control: '\u007f\u0080' };

describe('ASCII JSON', () => {
  it('escapes every non-ASCII unit and parses to the same value', () => {
    const text = asciiJson(JSON.stringify([value]));
    expect(/^[\x00-\x7f]*$/.test(text)).toBe(true);
    expect(text).toContain('1935\\u20131943');
    expect(JSON.parse(text)).toEqual([value]);
  });

  it('reads a file as UTF-8, ASCII or not', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascii-json-'));
    try {
      const big = Array.from({ length: 20_000 }, (_, i) => ({ ...value, i })); // over 1 MB: Node's external-string path
      for (const [name, text] of [['ascii.json', asciiJson(JSON.stringify(big))], ['utf8.json', JSON.stringify(big)], ['small.json', JSON.stringify(value)]] as const) {
        fs.writeFileSync(path.join(dir, name), text);
        expect(readJsonFile(path.join(dir, name))).toEqual(JSON.parse(text));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
