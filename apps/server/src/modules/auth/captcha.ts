import { randomUUID } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.ts';
import { sha256 } from '../../lib/tokens.ts';
import { consumeCaptcha, insertCaptcha } from './store.ts';

const lifetimeMs = 5 * 60_000;
/** the package's default export draws given text; its type declarations omit that signature */
const drawText = svgCaptcha as unknown as (text: string, options: object) => string;
const answerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

/** Server-drawn captcha: distorted glyph paths with noise lines, rendered to PNG; the answer is kept hashed. */
export const issueCaptcha = async (db: Db, fixedText?: string, now = new Date()) => {
  const style = { noise: 3, color: true, background: '#f4f1e8', width: 120, height: 44 };
  const drawn = fixedText
    ? { text: fixedText, data: drawText(fixedText, style) }
    : svgCaptcha.create({ size: 4, ignoreChars: '0oO1ilIq9g', ...style });
  const png = new Resvg(drawn.data).render().asPng();
  const captchaId = randomUUID();
  await insertCaptcha(db, captchaId, answerHash(captchaId, drawn.text), new Date(now.getTime() + lifetimeMs));
  return {
    captchaId,
    image: `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
    answer: drawn.text,
  };
};

/** True when the answer matches; the captcha is used up either way. */
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
