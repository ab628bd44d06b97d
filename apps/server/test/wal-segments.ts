const block = 512;
const ascii = new TextDecoder('ascii');
const field = (header: Uint8Array, start: number, length: number) =>
  ascii.decode(header.subarray(start, start + length)).replace(/\0.*$/s, '');

/**
 * A PGlite data-directory tarball without the WAL segments after `current`. At a checkpoint
 * PostgreSQL renames old segments to future names for reuse; a copy of the template needs only
 * the segment holding its last checkpoint and makes new ones as it writes. With 1 MB segments the
 * seeded template carried seven of them: a third of what every test file unpacks.
 */
export const withoutSpareWalSegments = (tar: Uint8Array, current: string): Uint8Array => {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + block <= tar.length) {
    const header = tar.subarray(offset, offset + block);
    if (header.every((byte) => byte === 0)) break;
    const name = `${field(header, 345, 155)}${field(header, 0, 100)}`;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const end = offset + block + Math.ceil(size / block) * block;
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    if (segment === undefined || segment <= current) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(block * 2));
  return Buffer.concat(kept);
};
