/**
 * Packed integer arrays (packed-ints.ts; issue 22): the narrowest width that holds the largest value,
 * the same integers back, and a refusal of what they cannot hold or a truncated payload.
 */
import { describe, expect, it } from 'vitest';
import { packInts, unpackInts } from '../../generator/search/packed-ints';

describe('packed integers', () => {
  it.each([
    [[], 1],
    [[0, 1, 255], 1],
    [[256, 0, 65535], 2],
    [[65536, 7, 0x7fffffff], 4],
  ])('round-trips %j in %i-byte elements', (values, width) => {
    const packed = packInts(values);
    expect(packed.width).toBe(width);
    const again = unpackInts(JSON.parse(JSON.stringify(packed)) as typeof packed);
    expect(again).toBeInstanceOf(Int32Array);
    expect([...again]).toEqual(values);
  });

  it.each([255, 65535, 0x7fffffff])('round-trips 10,001 values up to %i (widened in place)', (max) => {
    let seed = 7;
    const values = Array.from({ length: 10_001 }, (_, i) => (i === 0 ? max : (seed = (seed * 48271) % 0x7fffffff) % (max + 1)));
    expect([...unpackInts(packInts(values))]).toEqual(values);
  });

  it('is little-endian base64', () => {
    expect(packInts([0x0102, 3])).toEqual({ width: 2, base64: Buffer.from([2, 1, 3, 0]).toString('base64') });
  });

  it('refuses what it cannot hold', () => {
    for (const value of [-1, 1.5, 2 ** 31, NaN]) expect(() => packInts([value])).toThrow(/not an integer/);
  });

  it('refuses a payload that is not whole elements, or an unknown width', () => {
    expect(() => unpackInts({ width: 4, base64: Buffer.from([1, 2, 3]).toString('base64') })).toThrow(/whole number/);
    expect(() => unpackInts({ width: 3 as never, base64: '' })).toThrow(/width/);
  });
});
