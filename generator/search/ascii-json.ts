/**
 * JSON files the gateway reads whole at start (the search shards and their styles tables) are written in
 * ASCII and read without a decoding copy. At 10,000 styles, reading the one styles table of then (5.7 MB) as UTF-8 cost
 * far more than reading its bytes (issue 22): one non-ASCII character (an en dash in an era) sent V8's
 * decoder down its slow path into a two-byte string, which JSON.parse then read at half speed. Written
 * here with every non-ASCII character as a `\uXXXX` escape, the file is the same value to JSON.parse;
 * read here, ASCII bytes are taken as Latin-1, which is the same text, and Node makes a large Latin-1
 * string over the bytes themselves.
 */
import { isAscii } from 'node:buffer';
import fs from 'node:fs';

/** JSON text with every non-ASCII UTF-16 unit as a `\uXXXX` escape. Outside strings JSON is ASCII already, so only string contents change. */
export const asciiJson = (json: string): string => json.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A JSON file's value; the file is UTF-8, read without a decoding copy when it is all ASCII. */
export function readJsonFile<T>(file: string): T {
  const bytes = fs.readFileSync(file);
  return JSON.parse(isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8')) as T;
}
