import { describe, expect, it } from 'vitest';
import { decodePng } from '../../test/png.ts';
import { encodePng } from './png.ts';

describe('encodePng', () => {
  it('writes RGB pixels that read back unchanged', () => {
    const width = 5;
    const height = 3;
    const rgb = Uint8Array.from({ length: width * height * 3 }, (_, index) => (index * 37) % 256);
    const png = encodePng(width, height, rgb);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(decodePng(png)).toEqual({ width, height, rgb });
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(RangeError);
  });
});
