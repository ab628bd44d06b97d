import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sealPayload } from '@croupier/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { backOffice, handSessionToPage, registerThroughApi, useOwnAddress } from './support.ts';

/**
 * Platform messages (issue #12): an owner writes a message to a player registered for this journey
 * in the back office's rich-text editor and sends it after the recipient count is confirmed; a
 * second one, with a script and an onerror in its HTML, goes through the API. The player sees the
 * unread badge, opens messageV2, reads the first (the badge drops), finds the second with the
 * script gone, and deletes it. Screens of the messages in CN EN KM TH VI at 1366 and 375 px.
 */
const screens = join(import.meta.dirname, '../.reports/screens');
mkdirSync(screens, { recursive: true });
const languages = ['CN', 'EN', 'KM', 'TH', 'VI'] as const;

const operatorToken = async (request: APIRequestContext, address: string) => {
  const key = (await (await request.get('/wps/session/key')).json()).value;
  const login = await request.post('/wps/admin/session/login', {
    headers: { 'x-forwarded-for': address },
    data: await sealPayload(key, { username: 'admin', password: 'Admin1234' }),
  });
  return (await login.json()).value.token as string;
};

const badge = (page: Page) => page.locator('[data-area="header"]').getByTestId('unread-badge');

test('an owner sends a message, the player reads it as the badge drops, and deletes one', async ({
  browser,
  page,
  context,
  request,
}) => {
  // ten screens after the journey itself
  test.setTimeout(150_000);
  const address = await useOwnAddress(context);
  const player = await registerThroughApi(request, address, 'msg');

  // the owner composes in the back office: title, rich text, one player, preview, confirm the count
  const office = await backOffice(browser, '10.197.1.1');
  const bo = office.page;
  await bo.getByRole('tab', { name: 'Content', exact: true }).click();
  await bo.getByTestId('bo-content').getByRole('tab', { name: 'Messages', exact: true }).click();
  const form = bo.getByTestId('bo-message-form');
  await form.getByLabel('Title').fill('Welcome bonus is ready');
  const editor = form.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await bo.keyboard.type('Your welcome bonus of ');
  // the editor's own shortcut; the toolbar shows it pressed while the caret is in bold text
  await bo.keyboard.press('Control+b');
  await bo.keyboard.type('100 CNY');
  await expect(form.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await bo.keyboard.press('Control+b');
  await bo.keyboard.type(' waits in the reward centre.');
  await form.getByLabel("Player's username").fill(player.username);
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByTestId('bo-message-preview').locator('strong')).toHaveText('100 CNY');
  await form.getByRole('button', { name: 'Send…' }).click();
  const confirm = form.getByRole('alertdialog');
  await expect(confirm).toContainText('Recipients: 1. Send now?');
  for (const width of [1366, 375]) {
    await bo.setViewportSize({ width, height: 900 });
    await bo
      .getByTestId('bo-content-messages')
      .screenshot({ path: join(screens, `content-messages-bo-EN-${width}.png`) });
  }
  await bo.setViewportSize({ width: 1366, height: 900 });
  await confirm.getByRole('button', { name: 'Yes, send' }).click();
  await expect(form.getByRole('status')).toHaveText('Sent. Recipients: 1');
  const sentRow = bo
    .getByTestId('bo-messages')
    .getByRole('row')
    .filter({ hasText: 'Welcome bonus is ready' });
  await expect(sentRow).toContainText(`Player ${player.username}`);

  // a second message through the API, carrying markup that must never run
  const token = await operatorToken(request, '10.197.1.2');
  const second = await request.post('/wps/admin/messages/send', {
    headers: { Authorization: token, 'x-forwarded-for': '10.197.1.2' },
    data: {
      title: 'Maintenance on Sunday',
      content:
        '<p>We rest from 02:00 to 03:00.<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>',
      segment: { kind: 'player', username: player.username },
    },
  });
  expect((await second.json()).value.recipients).toBe(1);

  // the player: the badge, the list, one read (the badge drops), one deleted
  await handSessionToPage(page, player);
  await page.addInitScript(() => sessionStorage.getItem('lang') || sessionStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await expect(badge(page)).toHaveText('2');
  await badge(page).click();
  const centre = page.getByTestId('member-centre');
  const list = centre.getByTestId('messages-list');
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list.getByRole('button').first()).toContainText('Maintenance on Sunday');

  await list.getByRole('button', { name: /Welcome bonus is ready/ }).click();
  const content = centre.getByTestId('message-content');
  await expect(content.locator('strong')).toHaveText('100 CNY');
  await expect(badge(page)).toHaveText('1');
  await centre.getByRole('button', { name: /Back to messages/ }).click();

  await list.getByRole('button', { name: /Maintenance on Sunday/ }).click();
  await expect(content).toContainText('We rest from 02:00 to 03:00.');
  expect(await content.innerHTML()).not.toMatch(/script|onerror/);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expect(badge(page)).toHaveCount(0);
  await centre.screenshot({ path: join(screens, 'content-messages-open-EN-1366.png') });
  await centre.getByRole('button', { name: 'Delete' }).click();
  await expect(centre.getByRole('alert')).toContainText('Maintenance on Sunday');
  await centre.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(list.getByRole('button')).toHaveCount(1);
  // an opened message on a phone
  await page.setViewportSize({ width: 375, height: 850 });
  await list.getByRole('button', { name: /Welcome bonus is ready/ }).click();
  await expect(content.locator('strong')).toHaveText('100 CNY');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: join(screens, 'content-messages-open-EN-375.png') });
  await centre.getByRole('button', { name: /Back to messages/ }).click();
  await page.setViewportSize({ width: 1366, height: 850 });

  // the back office counts the read
  await bo.reload();
  await bo.getByRole('tab', { name: 'Content', exact: true }).click();
  await bo.getByTestId('bo-content').getByRole('tab', { name: 'Messages', exact: true }).click();
  await expect(sentRow.getByRole('cell').nth(5)).toHaveText('1');
  await expect(form.getByRole('textbox', { name: 'Message' })).toBeVisible();
  for (const width of [1366, 375]) {
    await bo.setViewportSize({ width, height: 900 });
    await bo
      .getByTestId('bo-content-messages')
      .screenshot({ path: join(screens, `content-messages-bo-sent-EN-${width}.png`) });
  }
  await office.close();

  // a third message keeps one unread for the screens: the badge and the unread dot in every language
  await request.post('/wps/admin/messages/send', {
    headers: { Authorization: token, 'x-forwarded-for': '10.197.1.2' },
    data: {
      title: 'ការផ្សព្វផ្សាយថ្មី · 新活动 · โปรโมชั่นใหม่ · Khuyến mãi mới',
      content: '<p>See the promotions page.</p>',
      segment: { kind: 'player', username: player.username },
    },
  });
  for (const language of languages) {
    await page.evaluate((code) => sessionStorage.setItem('lang', code), language);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 850 });
      if (language === 'EN') {
        // the badge itself, on the member-centre icon, before the centre covers the header
        await page.goto('/');
        await expect(badge(page)).toHaveText('1');
        await page
          .locator('[data-area="header"]')
          .screenshot({ path: join(screens, `content-messages-badge-EN-${width}.png`) });
      }
      await page.goto('/?mc=messageV2');
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        language === 'CN' ? 'zh-CN' : language.toLowerCase(),
      );
      await expect(centre.getByTestId('messages-list').getByRole('button')).toHaveCount(2);
      await expect(badge(page)).toHaveText('1');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: join(screens, `content-messages-${language}-${width}.png`) });
    }
  }
});
