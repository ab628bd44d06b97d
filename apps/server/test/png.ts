import { crc32, inflateSync } from 'node:zlib';

/** Reads back an 8-bit RGB PNG (filters None and Sub), checking every chunk's CRC: enough for the captcha tests. */
export const decodePng = (file: Buffer) => {
  if (!file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    throw new Error('not a PNG');
  }
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < file.length; ) {
    const size = file.readUInt32BE(at);
    const type = file.toString('ascii', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + size);
    if (crc32(file.subarray(at + 4, at + 8 + size)) !== file.readUInt32BE(at + 8 + size)) {
      throw new Error(`bad CRC in ${type}`);
    }
    chunks.push({ type, data });
    at += 12 + size;
  }
  const header = chunks[0]!;
  if (header.type !== 'IHDR' || chunks.at(-1)?.type !== 'IEND') throw new Error('bad chunk order');
  const width = header.data.readUInt32BE(0);
  const height = header.data.readUInt32BE(4);
  if (header.data[8] !== 8 || header.data[9] !== 2) throw new Error('not 8-bit RGB');
  const rows = inflateSync(
    Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)),
  );
  const stride = width * 3;
  if (rows.length !== (stride + 1) * height) throw new Error('pixel data does not match the size');
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = rows[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const raw = rows[y * (stride + 1) + 1 + x]!;
      const left = filter === 1 && x >= 3 ? rgb[y * stride + x - 3]! : 0;
      if (filter !== 0 && filter !== 1) throw new Error(`filter ${filter} not supported here`);
      rgb[y * stride + x] = (raw + left) & 0xff;
    }
  }
  return { width, height, rgb };
};
