import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { sha256 } from '../../lib/tokens.ts';
import { captchaAlphabet } from './captcha-font.ts';
import { drawCaptcha } from './captcha-image.ts';
import { consumeCaptcha, insertCaptcha } from './store.ts';

const lifetimeMs = 5 * 60_000;
const length = 4;
const answerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

const randomText = () =>
  Array.from({ length }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join('');

/** Server-drawn captcha: bent, noisy pen strokes as a PNG; the answer is kept hashed and answers once. */
export const issueCaptcha = async (db: Db, fixedText?: string, now = new Date()) => {
  const text = (fixedText ?? randomText()).toUpperCase();
  const png = drawCaptcha(text);
  const captchaId = randomUUID();
  await insertCaptcha(db, captchaId, answerHash(captchaId, text), new Date(now.getTime() + lifetimeMs));
  return { captchaId, image: `data:image/png;base64,${png.toString('base64')}`, answer: text };
};

/** True when the answer matches (in any letter case); the captcha is used up either way. */
export const checkCaptcha = async (
  db: Db,
  captchaId: string | undefined,
  answer: string | undefined,
  now = new Date(),
) => {
  if (!captchaId || !answer) return false;
  const row = await consumeCaptcha(db, captchaId, now);
  return row !== undefined && row.answerHash === answerHash(captchaId, answer);
};
