/**
 * Arrays of non-negative integers written as base64 of a little-endian typed array, 1, 2 or 4 bytes an
 * element (the narrowest that holds the largest). A search shard's vectors and token set are such arrays
 * (index-serialization.ts): JSON.parse of tens of thousands of numbers per shard was a third of the
 * gateway's index load at 10,000 styles (issue 22), where one base64 string parses at memory speed and
 * Node decodes it natively into the typed array the loader keeps.
 */
import os from 'node:os';

export interface PackedInts {
  /** Bytes per element. */
  width: 1 | 2 | 4;
  /** The elements, little-endian, in base64. */
  base64: string;
}

const BIG_ENDIAN = os.endianness() === 'BE';
const LIMITS = { 1: 0xff, 2: 0xffff, 4: 0x7fffffff } as const;

/** A typed array's bytes as little-endian, whatever the platform's order (a copy). */
function littleEndian(array: Uint8Array | Uint16Array | Int32Array): Buffer {
  const bytes = Buffer.from(array.buffer.slice(array.byteOffset, array.byteOffset + array.byteLength));
  if (BIG_ENDIAN && array.BYTES_PER_ELEMENT === 2) bytes.swap16();
  if (BIG_ENDIAN && array.BYTES_PER_ELEMENT === 4) bytes.swap32();
  return bytes;
}

export function packInts(values: ArrayLike<number>): PackedInts {
  let max = 0;
  for (let k = 0; k < values.length; k++) {
    const value = values[k]!;
    if (!Number.isInteger(value) || value < 0 || value > LIMITS[4]) throw new Error(`${value} is not an integer from 0 to 2^31-1`);
    if (value > max) max = value;
  }
  const width = max <= LIMITS[1] ? 1 : max <= LIMITS[2] ? 2 : 4;
  const array = width === 1 ? Uint8Array.from(values) : width === 2 ? Uint16Array.from(values) : Int32Array.from(values);
  return { width, base64: littleEndian(array).toString('base64') };
}

/** The integers of packInts, as an Int32Array. */
export function unpackInts({ width, base64 }: PackedInts): Int32Array {
  if (width !== 1 && width !== 2 && width !== 4) throw new Error(`packed integers of width ${String(width)}`);
  const byteLength = Buffer.byteLength(base64, 'base64');
  if (byteLength % width !== 0) throw new Error(`${byteLength} bytes of packed integers are not a whole number of ${width}-byte elements`);
  const count = byteLength / width;
  const values = new Int32Array(count);
  // Decoded into the end of the values' own memory, then widened in place front to back: element k's
  // 4 bytes end before narrow element k + 1 starts, so no element is overwritten before it is read.
  const start = values.byteLength - byteLength;
  const bytes = Buffer.from(values.buffer, start, byteLength);
  if (bytes.write(base64, 'base64') !== byteLength) throw new Error('packed integers are not valid base64');
  if (BIG_ENDIAN && width === 2) bytes.swap16();
  if (BIG_ENDIAN && width === 4) bytes.swap32();
  if (width === 1) widen(values, new Uint8Array(values.buffer, start, count));
  if (width === 2) widen(values, new Uint16Array(values.buffer, start, count));
  return values;
}

function widen(values: Int32Array, narrow: Uint8Array | Uint16Array): void {
  for (let k = 0; k < values.length; k++) values[k] = narrow[k]!;
}
