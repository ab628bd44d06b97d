import { feedbackLimits } from '@croupier/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../../test/accounts.ts';
import { jpegBytes, multipart, pngBytes } from '../../../test/cashier.ts';
import { feedback, feedbackImages } from '../../db/schema.ts';
import { contentTestApp } from './content-test-harness.ts';

type File = { name?: string; type: string; data: Buffer; filename?: string };
const image = (data: Buffer, type = 'image/png', filename = 'shot.png'): File => ({
  name: 'image',
  type,
  data,
  filename,
});
const gifBytes = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** a Windows program's first bytes, renamed to look like a picture */
const exeBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const valid = { category: 'deposit', content: 'My deposit of 100 has not arrived yet.' };

describe('feedback: players send it with images, operators answer it', () => {
  const content = contentTestApp();
  const { db, call, staff } = content;
  let player: { id: number; token: string };
  let other: { id: number; token: string };
  beforeAll(async () => {
    player = await content.newPlayer();
    other = await content.newPlayer();
  });

  const send = async (
    fields: Record<string, string>,
    files: File[] = [],
    token: string | null = player.token,
  ) => {
    const form = await multipart(fields, files);
    return content.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { ...form.headers, ...(token ? { authorization: token } : {}) },
      payload: form.payload,
      remoteAddress: nextIp(),
    });
  };
  const get = (url: string, token: string | null) => call('GET', url, token);
  const post = (url: string, token: string, payload: object) => call('POST', url, token, payload);
  const mine = async (token = player.token) => (await get('/wps/feedback', token)).json().value;
  const storedCount = async () => ({
    feedback: (await db().select().from(feedback)).length,
    images: (await db().select({ id: feedbackImages.id }).from(feedbackImages)).length,
  });

  it('stores a feedback with a PNG and a JPEG, lists it newest first and serves its images to its author', async () => {
    const first = await send({ category: 'games', content: 'The slot froze after a spin, twice.' });
    expect(first.statusCode, first.body).toBe(200);
    const answer = await send(valid, [image(pngBytes), image(jpegBytes, 'image/jpeg', 'photo.jpg')]);
    expect(answer.statusCode, answer.body).toBe(200);
    const row = answer.json().value;
    expect(row).toMatchObject({ ...valid, status: 'open', reply: null, repliedAt: null });
    expect(row.imageIds).toHaveLength(2);

    const list = await mine();
    expect(list.total).toBe(2);
    expect(list.rows.map((item: { id: number }) => item.id)).toEqual([row.id, first.json().value.id]);

    const png = await get(`/wps/feedback/image?id=${row.imageIds[0]}`, player.token);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('private, no-store');
    expect(png.rawPayload.equals(pngBytes)).toBe(true);
    const jpeg = await get(`/wps/feedback/image?id=${row.imageIds[1]}`, player.token);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps markup as the text the player typed', async () => {
    const content = '<script>alert(1)</script> <b>bold</b> please check';
    const answer = await send({ category: 'other', content: `  ${content}\n` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value.content).toBe(content);
  });

  it('counts characters as people do: ten emoji are ten, 1000 CJK characters fit', async () => {
    // a player of its own: the first keeps room under the open-feedback limit for later tests
    const suggester = await content.newPlayer();
    const suggest = (text: string) => send({ category: 'suggestion', content: text }, [], suggester.token);
    expect((await suggest('😀'.repeat(10))).statusCode).toBe(200);
    expect((await suggest('好'.repeat(1000))).statusCode).toBe(200);
  });

  const refusals: [string, Record<string, string>, File[], string][] = [
    ['no category', { content: valid.content }, [], 'body.category'],
    ['an unknown category', { ...valid, category: 'casino' }, [], 'body.category'],
    ['no content', { category: 'deposit' }, [], 'body.content'],
    ['only spaces', { ...valid, content: '      \n   ' }, [], 'body.content'],
    ['9 characters', { ...valid, content: ' too short ' }, [], 'body.content'],
    ['1001 characters', { ...valid, content: 'x'.repeat(1001) }, [], 'body.content'],
    ['a control character', { ...valid, content: `${valid.content}\u0000` }, [], 'body.content'],
    [
      'a fourth image',
      valid,
      [image(pngBytes), image(pngBytes), image(jpegBytes, 'image/jpeg'), image(pngBytes)],
      'body.image',
    ],
    ['a GIF', valid, [image(gifBytes, 'image/gif', 'cat.gif')], 'body.image'],
    ['a GIF called PNG', valid, [image(gifBytes, 'image/png', 'cat.png')], 'body.image'],
    ['a renamed program', valid, [image(pngBytes), image(exeBytes, 'image/png', 'setup.png')], 'body.image'],
    ['a PNG declared as JPEG', valid, [image(pngBytes, 'image/jpeg', 'shot.jpg')], 'body.image'],
    [
      'an image over 5 MB',
      valid,
      [image(Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]))],
      'body.image',
    ],
    ['a file under another name', valid, [{ ...image(pngBytes), name: 'proof' }], 'body.proof'],
  ];
  for (const [what, fields, files, field] of refusals) {
    it(`refuses ${what} with a 400 naming ${field} and stores nothing`, async () => {
      const before = await storedCount();
      const answer = await send(fields, files);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(answer.json().message).toContain(field);
      expect(await storedCount()).toEqual(before);
    });
  }

  it('refuses a form the parser cannot read with a 400, not a 500, and stores nothing', async () => {
    const whole = await multipart(valid, [image(pngBytes)]);
    const broken: [string, Buffer][] = [
      ['a body cut short', whole.payload.subarray(0, whole.payload.length - 20)],
      ['a body without its boundary', Buffer.from('garbage')],
    ];
    const before = await storedCount();
    for (const [what, payload] of broken) {
      for (const contentType of [whole.headers['content-type'], 'multipart/form-data']) {
        const answer = await content.app.inject({
          method: 'PUT',
          url: '/wps/feedback',
          headers: { 'content-type': contentType, authorization: player.token },
          payload,
          remoteAddress: nextIp(),
        });
        expect(answer.statusCode, `${what}, ${contentType}: ${answer.body}`).toBe(400);
        expect(answer.json().message).toContain('body');
      }
    }
    expect(await storedCount()).toEqual(before);
  });

  it('refuses JSON and calls without a token', async () => {
    const json = await call('PUT', '/wps/feedback', player.token, valid);
    expect(json.statusCode).toBe(415);
    expect((await send(valid, [], null)).statusCode).toBe(401);
    expect((await get('/wps/feedback', null)).statusCode).toBe(401);
    expect((await get('/wps/feedback/image?id=1', null)).statusCode).toBe(401);
  });

  it("never shows a player another player's feedback or images", async () => {
    const theirs = (await send(valid, [image(pngBytes)], other.token)).json().value;
    expect((await mine()).rows.some((row: { id: number }) => row.id === theirs.id)).toBe(false);
    expect((await mine(other.token)).rows.map((row: { id: number }) => row.id)).toEqual([theirs.id]);
    const peek = await get(`/wps/feedback/image?id=${theirs.imageIds[0]}`, player.token);
    expect(peek.statusCode).toBe(404);
    expect((await get(`/wps/feedback/image?id=${theirs.imageIds[0]}`, other.token)).statusCode).toBe(200);
    expect((await get('/wps/feedback/image?id=abc', other.token)).statusCode).toBe(400);
  });

  it(`keeps at most ${feedbackLimits.maxOpen} feedbacks of a player waiting, and takes more once one is answered`, async () => {
    const author = await content.newPlayer();
    const sent: { id: number }[] = [];
    for (let n = 0; n < feedbackLimits.maxOpen; n += 1) {
      sent.push((await send(valid, [], author.token)).json().value);
    }
    const before = await storedCount();
    const refused = await send(valid, [image(pngBytes)], author.token);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().code).toBe('FEEDBACK_OPEN_LIMIT');
    expect(await storedCount()).toEqual(before);
    const reply = { id: sent[0]!.id, reply: 'Answered.' };
    expect((await post('/wps/admin/content/feedback/reply', staff.owner, reply)).statusCode).toBe(200);
    expect((await send(valid, [], author.token)).statusCode).toBe(200);
  });

  it('lets no sends at once pass the open-feedback limit together', async () => {
    const author = await content.newPlayer();
    const answers = await Promise.all(
      Array.from({ length: feedbackLimits.maxOpen + 3 }, () => send(valid, [], author.token)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array(feedbackLimits.maxOpen).fill(200),
      429,
      429,
      429,
    ]);
    const stored = await db()
      .select({ id: feedback.id })
      .from(feedback)
      .where(eq(feedback.memberId, author.id));
    expect(stored).toHaveLength(feedbackLimits.maxOpen);
  });

  const lastAudit = () => content.lastAudit('feedback_reply');

  it('lets an owner read the inbox, open one with its images, answer it, and the player reads the answer', async () => {
    const sent = (await send(valid, [image(pngBytes)])).json().value;
    const open = (await get('/wps/admin/content/feedback?status=open', staff.owner)).json().value;
    const listed = open.rows.find((row: { id: number }) => row.id === sent.id);
    expect(listed).toMatchObject({ status: 'open', memberId: player.id, content: valid.content });
    expect(listed.username).toMatch(/^user/);

    const detail = await get(`/wps/admin/content/feedback/detail?id=${sent.id}`, staff.owner);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().value.imageIds).toEqual(sent.imageIds);
    const picture = await get(`/wps/admin/content/feedback/image?id=${sent.imageIds[0]}`, staff.owner);
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(pngBytes)).toBe(true);

    const answer = await post('/wps/admin/content/feedback/reply', staff.owner, {
      id: sent.id,
      reply: '  We found it: the deposit is credited now.  ',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toMatchObject({
      status: 'answered',
      reply: 'We found it: the deposit is credited now.',
    });
    expect(answer.json().value.repliedBy).toMatch(/^staff/);
    expect((await lastAudit())?.detail).toMatchObject({
      feedbackId: sent.id,
      before: { status: 'open', reply: null },
      after: { status: 'answered', reply: 'We found it: the deposit is credited now.' },
    });

    const seen = (await mine()).rows.find((row: { id: number }) => row.id === sent.id);
    expect(seen).toMatchObject({ status: 'answered', reply: 'We found it: the deposit is credited now.' });
    expect(Date.parse(seen.repliedAt)).toBeGreaterThan(0);
    expect(seen).not.toHaveProperty('repliedBy');

    const answered = (await get('/wps/admin/content/feedback?status=answered', staff.owner)).json().value;
    expect(answered.rows.every((row: { status: string }) => row.status === 'answered')).toBe(true);
    expect(answered.rows.some((row: { id: number }) => row.id === sent.id)).toBe(true);
    const stillOpen = (await get('/wps/admin/content/feedback?status=open', staff.owner)).json().value;
    expect(stillOpen.rows.some((row: { id: number }) => row.id === sent.id)).toBe(false);
  });

  it('refuses an empty, over-long or control-character reply and changes nothing', async () => {
    const sent = (await send(valid)).json().value;
    for (const reply of ['   ', 'x'.repeat(2001), 'line\u0007bell']) {
      const answer = await post('/wps/admin/content/feedback/reply', staff.owner, { id: sent.id, reply });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toContain('body.reply');
    }
    expect(
      (await post('/wps/admin/content/feedback/reply', staff.owner, { id: sent.id, reply: 'x'.repeat(2000) }))
        .statusCode,
    ).toBe(200);
    const [row] = await db().select().from(feedback).where(eq(feedback.id, sent.id));
    expect(row?.reply).toBe('x'.repeat(2000));
  });

  it('lets cashiers read but not answer, support answer, and nobody without a session', async () => {
    const sent = (await send(valid)).json().value;
    expect((await get('/wps/admin/content/feedback', staff.cashier)).statusCode).toBe(200);
    expect((await get(`/wps/admin/content/feedback/detail?id=${sent.id}`, staff.cashier)).statusCode).toBe(
      200,
    );
    const refused = await post('/wps/admin/content/feedback/reply', staff.cashier, {
      id: sent.id,
      reply: 'Hi',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const [still] = await db().select().from(feedback).where(eq(feedback.id, sent.id));
    expect(still?.status).toBe('open');
    const bySupport = await post('/wps/admin/content/feedback/reply', staff.support, {
      id: sent.id,
      reply: 'Hi',
    });
    expect(bySupport.statusCode, bySupport.body).toBe(200);
    expect((await get('/wps/admin/content/feedback', null)).statusCode).toBe(401);
    expect((await get('/wps/admin/content/feedback', player.token)).statusCode).toBe(401);
    const noSession = await call('POST', '/wps/admin/content/feedback/reply', null, {
      id: sent.id,
      reply: 'Hi',
    });
    expect(noSession.statusCode).toBe(401);
  });

  it("cannot reach another merchant's feedback", async () => {
    const [foreign] = await db()
      .insert(feedback)
      .values({
        merchantId: await content.otherMerchantId(),
        memberId: player.id,
        category: 'other',
        content: 'Foreign feedback text',
      })
      .returning();
    const [picture] = await db()
      .insert(feedbackImages)
      .values({ feedbackId: foreign!.id, contentType: 'image/png', size: pngBytes.length, data: pngBytes })
      .returning();
    const all = (await get('/wps/admin/content/feedback?status=all&pageSize=50', staff.owner)).json().value;
    expect(all.rows.some((row: { id: number }) => row.id === foreign!.id)).toBe(false);
    expect((await mine()).rows.some((row: { id: number }) => row.id === foreign!.id)).toBe(false);
    expect((await get(`/wps/admin/content/feedback/detail?id=${foreign!.id}`, staff.owner)).statusCode).toBe(
      404,
    );
    const reply = await post('/wps/admin/content/feedback/reply', staff.owner, {
      id: foreign!.id,
      reply: 'Hello',
    });
    expect(reply.statusCode).toBe(404);
    expect((await get(`/wps/admin/content/feedback/image?id=${picture!.id}`, staff.owner)).statusCode).toBe(
      404,
    );
    expect((await get(`/wps/feedback/image?id=${picture!.id}`, player.token)).statusCode).toBe(404);
    const [still] = await db().select().from(feedback).where(eq(feedback.id, foreign!.id));
    expect(still).toMatchObject({ status: 'open', reply: null });
  });
});
