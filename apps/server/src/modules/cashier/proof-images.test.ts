import { describe, expect, it } from 'vitest';
import { jpegBytes, pngBytes } from '../../../test/cashier.ts';
import { sniffImageType } from './proof-images.ts';

describe('proof image check by magic bytes', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(sniffImageType(pngBytes)).toBe('image/png');
    expect(sniffImageType(jpegBytes)).toBe('image/jpeg');
  });

  it('refuses everything else, whatever its name or declared type', () => {
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(pngBytes.subarray(0, 4))).toBeNull();
  });
});
