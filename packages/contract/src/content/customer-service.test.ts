import { describe, expect, it } from 'vitest';
import { saveAdminServiceEntry, setAdminServiceLink } from './customer-service.ts';
import { decryptServiceLink, encryptServiceLink, isServiceLinkAllowed } from './paths-customer-service.ts';

describe('the service link cipher (spec §7: the last 8 characters are the key)', () => {
  it('round-trips a link, with a fresh key and IV each time', async () => {
    const link = 'https://chat.example.com/room?x=1&name=客服';
    const one = await encryptServiceLink(link);
    const two = await encryptServiceLink(link);
    expect(one).not.toBe(two);
    expect(one).not.toContain('chat.example');
    expect(one).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decryptServiceLink(one)).toBe(link);
    expect(await decryptServiceLink(two)).toBe(link);
  });

  it('uses the given key as the last 8 characters', async () => {
    const path = await encryptServiceLink('/helpmc', 'Ab3dE6gH');
    expect(path.endsWith('Ab3dE6gH')).toBe(true);
    expect(await decryptServiceLink(path)).toBe('/helpmc');
    await expect(encryptServiceLink('/helpmc', 'short')).rejects.toThrow();
  });

  it('refuses a changed path, a changed key and garbage', async () => {
    const path = await encryptServiceLink('https://chat.example.com/');
    const body = path.slice(0, -8);
    const flipped = `${body.slice(0, 20)}${body[20] === 'A' ? 'B' : 'A'}${body.slice(21)}${path.slice(-8)}`;
    await expect(decryptServiceLink(flipped)).rejects.toThrow();
    await expect(decryptServiceLink(`${body}ZZZZZZZZ`)).rejects.toThrow();
    await expect(decryptServiceLink('short')).rejects.toThrow();
    await expect(decryptServiceLink(`${'!'.repeat(60)}abcdefgh`)).rejects.toThrow();
  });
});

describe('which service links and entry targets are accepted', () => {
  it('takes https addresses and paths of the site, nothing else', () => {
    for (const good of ['https://chat.example.com/x', '/helpmc', '/help?x=1'])
      expect(isServiceLinkAllowed(good), good).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'http://chat.example.com',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'data:text/html,<script>alert(1)</script>',
      'https://user:pw@chat.example.com',
      'helpmc',
      '',
    ])
      expect(isServiceLinkAllowed(bad), bad).toBe(false);
    expect(setAdminServiceLink.body!.safeParse({ url: null }).success).toBe(true);
    expect(setAdminServiceLink.body!.safeParse({ url: 'JavaScript:alert(1)' }).success).toBe(false);
  });

  it('checks an entry target by its type and names the field', () => {
    const entry = { csPosition: 1, csType: 1, titles: { EN: 'Mail us' }, target: 'help@example.com' };
    expect(saveAdminServiceEntry.body!.safeParse(entry).success).toBe(true);
    const refusals: [object, string][] = [
      [{ ...entry, target: 'not-mail' }, 'target'],
      [{ ...entry, csType: 2, target: 'http://t.me/x' }, 'target'],
      [{ ...entry, csType: 2, target: 'javascript:alert(1)' }, 'target'],
      [{ ...entry, csType: 3, target: 'https://x.example' }, 'target'],
      [{ ...entry, csPosition: 4 }, 'csPosition'],
      [{ ...entry, csType: 0 }, 'csType'],
      [{ ...entry, titles: { EN: 'x'.repeat(41) } }, 'titles'],
    ];
    for (const [body, field] of refusals) {
      const result = saveAdminServiceEntry.body!.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe(field);
    }
    expect(
      saveAdminServiceEntry.body!.safeParse({ ...entry, csType: 2, target: 'https://t.me/croupier' }).success,
    ).toBe(true);
    expect(saveAdminServiceEntry.body!.safeParse({ ...entry, csType: 3, target: '' }).success).toBe(true);
  });
});
