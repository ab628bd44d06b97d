import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from './fixtures.ts';
import { screenshot } from './screenshot.ts';
import {
  backOffice,
  handSessionToPage,
  operatorTokenThroughApi,
  registerThroughApi,
  useOwnAddress,
} from './support.ts';

/**
 * Platform messages (issue #12): an owner writes a message to a player registered for this journey
 * in the back office's rich-text editor, in Chinese (the demo merchant's default language) and in
 * English, a tab each with its preview, and sends it after the recipient count is confirmed; a
 * second one, with a script and an onerror in its English HTML, goes through the API. The player,
 * reading in English, sees the unread badge, opens messageV2, reads the first in English (the
 * badge drops), finds the second with the script gone, and deletes it; switching the page to
 * Chinese shows the first's Chinese title and text. Screens in CN EN KM TH VI at 1366 and 375 px.
 */
const screens = join(import.meta.dirname, '../.reports/screens');
mkdirSync(screens, { recursive: true });
const languages = ['CN', 'EN', 'KM', 'TH', 'VI'] as const;

const operatorToken = operatorTokenThroughApi;

const badge = (page: Page) => page.locator('[data-area="header"]').getByTestId('unread-badge');

/** The open page's tab lies within the member centre's menu, which on a phone is a row that scrolls sideways. */
const openTabInSight = (page: Page) =>
  page
    .getByTestId('member-centre')
    .locator('nav ul')
    .evaluate((menu) => {
      const strip = menu.getBoundingClientRect();
      const tab = menu.querySelector('[aria-current="true"]')?.getBoundingClientRect();
      return !!tab && tab.left >= strip.left - 0.5 && tab.right <= strip.right + 0.5;
    });

test('an owner sends a message, the player reads it as the badge drops, and deletes one', async ({
  browser,
  page,
  context,
  request,
}) => {
  // ten screens after the journey itself
  test.setTimeout(300_000);
  const address = await useOwnAddress(context);
  const player = await registerThroughApi(request, address, 'msg');

  // the owner composes in the back office: title, rich text, one player, preview, confirm the count
  const office = await backOffice(browser, '10.197.1.1');
  const bo = office.page;
  await bo.getByRole('tab', { name: 'Content', exact: true }).click();
  await bo.getByTestId('bo-content').getByRole('tab', { name: 'Messages', exact: true }).click();
  const form = bo.getByTestId('bo-message-form');
  await expect(form.getByRole('tab', { selected: true })).toHaveText('简体中文 *');
  /** types a text with its amount in bold, checking the toolbar shows bold pressed in the middle */
  const writeText = async (language: string, before: string, after: string) => {
    const editor = form.getByRole('textbox', { name: `Message (${language})` });
    await editor.click();
    await bo.keyboard.type(before);
    // the editor's own shortcut; the toolbar shows it pressed while the caret is in bold text
    await bo.keyboard.press('Control+b');
    await bo.keyboard.type('100 CNY');
    await expect(form.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await bo.keyboard.press('Control+b');
    await bo.keyboard.type(after);
  };
  await form.getByLabel('Title (简体中文)').fill('欢迎奖金已到账');
  await writeText('简体中文', '您的欢迎奖金 ', ' 已在奖励中心等候。');
  await form.getByRole('tab', { name: 'English' }).click();
  await expect(form.getByLabel('Title (English)')).toHaveValue('');
  await form.getByLabel('Title (English)').fill('Welcome bonus is ready');
  await writeText('English', 'Your welcome bonus of ', ' waits in the reward centre.');
  await form.getByLabel("Player's username").fill(player.username);
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = form.getByTestId('bo-message-preview');
  await expect(preview.getByRole('heading')).toHaveText('Welcome bonus is ready');
  await expect(preview.locator('strong')).toHaveText('100 CNY');
  await expect(preview).toContainText('waits in the reward centre.');
  await form.getByRole('tab', { name: /简体中文/ }).click();
  await expect(preview.getByRole('heading')).toHaveText('欢迎奖金已到账');
  await expect(preview).toContainText('已在奖励中心等候。');
  await expect(form.getByLabel('Title (简体中文)')).toHaveValue('欢迎奖金已到账');
  await form.getByRole('button', { name: 'Send…' }).click();
  const confirm = form.getByRole('alertdialog');
  await expect(confirm).toContainText('Recipients: 1. Send now?');
  for (const width of [1366, 375]) {
    await bo.setViewportSize({ width, height: 900 });
    expect(await bo.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(bo.getByTestId('bo-content-messages'), {
      path: join(screens, `content-messages-bo-EN-${width}.png`),
    });
  }
  await bo.setViewportSize({ width: 1366, height: 900 });
  await confirm.getByRole('button', { name: 'Yes, send' }).click();
  await expect(form.getByRole('status')).toHaveText('Sent. Recipients: 1');
  // the list shows the default language's title
  const sentRow = bo.getByTestId('bo-messages').getByRole('row').filter({ hasText: '欢迎奖金已到账' });
  await expect(sentRow).toContainText(`Player ${player.username}`);
  await expect(sentRow).toContainText('CN · EN');

  // a second message through the API, carrying markup that must never run
  const token = await operatorToken(request, '10.197.1.2');
  const second = await request.post('/wps/admin/messages/send', {
    headers: { Authorization: token, 'x-forwarded-for': '10.197.1.2' },
    data: {
      titles: { CN: '周日维护', EN: 'Maintenance on Sunday' },
      contents: {
        CN: '<p>我们在 02:00 至 03:00 休息。</p>',
        EN: '<p>We rest from 02:00 to 03:00.<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>',
      },
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
  await expect(content).toContainText('waits in the reward centre.');
  await expect(badge(page)).toHaveText('1');
  await centre.getByRole('button', { name: /Back to messages/ }).click();

  await list.getByRole('button', { name: /Maintenance on Sunday/ }).click();
  await expect(content).toContainText('We rest from 02:00 to 03:00.');
  expect(await content.innerHTML()).not.toMatch(/script|onerror/);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expect(badge(page)).toHaveCount(0);
  await screenshot(centre, { path: join(screens, 'content-messages-open-EN-1366.png') });
  await centre.getByRole('button', { name: 'Delete' }).click();
  await expect(centre.getByRole('alert')).toContainText('Maintenance on Sunday');
  await centre.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(list.getByRole('button')).toHaveCount(1);
  // an opened message on a phone
  await page.setViewportSize({ width: 375, height: 850 });
  await list.getByRole('button', { name: /Welcome bonus is ready/ }).click();
  await expect(content.locator('strong')).toHaveText('100 CNY');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // the menu turned into a row as the window narrowed; its last tab, the open one, came into sight
  await expect.poll(() => openTabInSight(page)).toBe(true);
  // the side menu has slid away into its drawer (0.2 s) before the picture
  await expect(page.locator('[data-area="side-menu"]')).not.toBeInViewport();
  await screenshot(page, { path: join(screens, 'content-messages-open-EN-375.png') });
  await centre.getByRole('button', { name: /Back to messages/ }).click();
  await page.setViewportSize({ width: 1366, height: 850 });

  // the same player switches the page to Chinese: the open list asks again, in Chinese
  await page.locator('[data-area="header"]').getByTestId('language-select').selectOption('CN');
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(list.getByRole('button').first()).toContainText('欢迎奖金已到账');
  await expect(list).not.toContainText('Welcome bonus is ready');
  await list.getByRole('button', { name: /欢迎奖金已到账/ }).click();
  await expect(content).toContainText('您的欢迎奖金');
  await expect(content.locator('strong')).toHaveText('100 CNY');
  await expect(content).not.toContainText('reward centre');
  await screenshot(centre, { path: join(screens, 'content-messages-open-CN-1366.png') });
  await page.locator('[data-area="header"]').getByTestId('language-select').selectOption('EN');
  await expect(content).toContainText('waits in the reward centre.');
  await centre.getByRole('button', { name: /Back to messages/ }).click();

  // the back office counts the read
  await bo.reload();
  await bo.getByRole('tab', { name: 'Content', exact: true }).click();
  await bo.getByTestId('bo-content').getByRole('tab', { name: 'Messages', exact: true }).click();
  await expect(sentRow.getByRole('cell').nth(5)).toHaveText('1');
  await expect(form.getByRole('textbox', { name: 'Message (简体中文)' })).toBeVisible();
  for (const width of [1366, 375]) {
    await bo.setViewportSize({ width, height: 900 });
    await screenshot(bo.getByTestId('bo-content-messages'), {
      path: join(screens, `content-messages-bo-sent-EN-${width}.png`),
    });
  }
  await office.close();

  // a third message keeps one unread for the screens: the badge and the unread dot in every language
  await request.post('/wps/admin/messages/send', {
    headers: { Authorization: token, 'x-forwarded-for': '10.197.1.2' },
    data: {
      titles: { CN: 'ការផ្សព្វផ្សាយថ្មី · 新活动 · โปรโมชั่นใหม่ · Khuyến mãi mới' },
      contents: { CN: '<p>See the promotions page.</p>' },
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
        await screenshot(page.locator('[data-area="header"]'), {
          path: join(screens, `content-messages-badge-EN-${width}.png`),
        });
      }
      await page.goto('/?mc=messageV2');
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        language === 'CN' ? 'zh-CN' : language.toLowerCase(),
      );
      await expect(centre.getByTestId('messages-list').getByRole('button')).toHaveCount(2);
      await expect(badge(page)).toHaveText('1');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect.poll(() => openTabInSight(page)).toBe(true);
      await screenshot(page, { path: join(screens, `content-messages-${language}-${width}.png`) });
    }
  }
});
