import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePng } from '../../../test/png.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';
import { checkCaptcha, issueCaptcha } from './captcha.ts';
import { font } from './captcha-font.ts';
import { captchaHeight, captchaWidth, drawCaptcha } from './captcha-image.ts';

const pixelsOf = (image: string) => {
  expect(image).toMatch(/^data:image\/png;base64,/);
  return decodePng(Buffer.from(image.slice('data:image/png;base64,'.length), 'base64'));
};

/** Share of pixels clearly darker than the pale background: ink of characters, lines and specks. */
const inkShare = (rgb: Uint8Array) => {
  let dark = 0;
  for (let at = 0; at < rgb.length; at += 3) {
    if ((rgb[at]! + rgb[at + 1]! + rgb[at + 2]!) / 3 < 150) dark += 1;
  }
  return dark / (rgb.length / 3);
};

describe('captcha', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is a PNG data URL of the agreed size with ink on a pale background', async () => {
    const { image } = await issueCaptcha(database.db);
    const { width, height, rgb } = pixelsOf(image);
    expect([width, height]).toEqual([captchaWidth, captchaHeight]);
    expect(inkShare(rgb)).toBeGreaterThan(0.04);
    expect(inkShare(rgb)).toBeLessThan(0.35);
  });

  it('draws the same text differently every time', () => {
    const first = decodePng(drawCaptcha('E2E7')).rgb;
    const second = decodePng(drawCaptcha('E2E7')).rgb;
    let differing = 0;
    for (let at = 0; at < first.length; at += 1) if (first[at] !== second[at]) differing += 1;
    expect(differing / first.length).toBeGreaterThan(0.2);
  });

  it('draws every capital and digit a test answer may use', () => {
    const characters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    expect(Object.keys(font).sort().join('')).toBe([...characters].sort().join(''));
    for (let at = 0; at < characters.length; at += 4) {
      expect(inkShare(decodePng(drawCaptcha(characters.slice(at, at + 4))).rgb)).toBeGreaterThan(0.04);
    }
  });

  it('asks four characters that cannot be mistaken for others', async () => {
    for (let round = 0; round < 10; round += 1) {
      expect((await issueCaptcha(database.db)).answer).toMatch(/^[ACEFHJKMNPRTUVWXY2-9]{4}$/);
    }
  });

  it('keeps only a hash of the answer', async () => {
    const captcha = await issueCaptcha(database.db);
    const [row] = await database.db.select().from(captchas).where(eq(captchas.id, captcha.captchaId));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.answerHash.toUpperCase()).not.toContain(captcha.answer);
  });

  it('accepts the answer once, in either letter case', async () => {
    const captcha = await issueCaptcha(database.db);
    expect(await checkCaptcha(database.db, captcha.captchaId, ` ${captcha.answer.toLowerCase()} `)).toBe(
      true,
    );
    expect(await checkCaptcha(database.db, captcha.captchaId, captcha.answer)).toBe(false);
  });

  it('uses the captcha up on a wrong answer', async () => {
    const captcha = await issueCaptcha(database.db);
    expect(await checkCaptcha(database.db, captcha.captchaId, 'WRONG')).toBe(false);
    expect(await checkCaptcha(database.db, captcha.captchaId, captcha.answer)).toBe(false);
  });

  it('refuses an expired captcha and a missing id or answer', async () => {
    const issuedAt = new Date('2030-01-01T00:00:00Z');
    const captcha = await issueCaptcha(database.db, undefined, issuedAt);
    const later = new Date(issuedAt.getTime() + 5 * 60_000 + 1);
    expect(await checkCaptcha(database.db, captcha.captchaId, captcha.answer, later)).toBe(false);
    expect(await checkCaptcha(database.db, undefined, captcha.answer)).toBe(false);
    expect(await checkCaptcha(database.db, captcha.captchaId, undefined)).toBe(false);
  });

  it('shows the fixed text of browser tests (CAPTCHA_TEST_ANSWER) and takes it as the answer', async () => {
    const captcha = await issueCaptcha(database.db, 'e2e7');
    expect(captcha.answer).toBe('E2E7');
    expect(inkShare(pixelsOf(captcha.image).rgb)).toBeGreaterThan(0.04);
    expect(await checkCaptcha(database.db, captcha.captchaId, 'E2E7')).toBe(true);
  });
});
