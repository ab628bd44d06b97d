import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify from 'dompurify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { dateText } from '../../shared/format/date-text.ts';
import { fakeServer, providers, Refuse } from '../games/games-test-kit.tsx';
import PromotionsPage from './promotions-page.tsx';

const promotion = (id: number, content: string, endsAt: string | null = null) => ({
  id,
  type: 'PR' as const,
  title: `Promotion ${id}`,
  content,
  marquee: false,
  startsAt: `2030-03-0${id}T08:00:00.000Z`,
  endsAt,
});

const renderPage = () => {
  const { Wrapper } = providers('/promotions');
  return render(<PromotionsPage />, { wrapper: Wrapper });
};

describe('the promotions page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('EN');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the PR notices as cards in the server’s order, each with its window (start, and end when set) and a preview', async () => {
    const server = fakeServer({
      '/wps/relay/CSP_notices': () => [
        promotion(2, '<p>Deposit on <strong>Friday</strong> for a 20% bonus.</p>'),
        promotion(1, '<p>Weekly cashback</p>', '2030-03-31T16:00:00.000Z'),
      ],
    });
    renderPage();
    const list = await screen.findByTestId('promotions');
    const query = server.callsTo('/wps/relay/CSP_notices')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ type: 'PR', platform: 'W', execution: 'B' });
    const cards = within(list).getAllByTestId('promotion');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Promotion 2',
      'Promotion 1',
    ]);
    const start = dateText('2030-03-02T08:00:00.000Z', 'EN');
    expect(cards[0]).toHaveTextContent(i18n.t('pages.promotions.from', { start }));
    expect(within(cards[0]!).getByText(i18n.t('pages.promotions.from', { start }))).toHaveAttribute(
      'datetime',
      '2030-03-02T08:00:00.000Z',
    );
    expect(cards[0]).toHaveTextContent('Deposit on Friday for a 20% bonus.');
    const end = dateText('2030-03-31T16:00:00.000Z', 'EN');
    expect(cards[1]).toHaveTextContent(
      i18n.t('pages.promotions.window', { start: dateText('2030-03-01T08:00:00.000Z', 'EN'), end }),
    );
  });

  // happy-dom cannot run DOMPurify faithfully (cure53/DOMPurify#1457): this checks that the text goes
  // through it; e2e/content-pages.spec.ts checks in Chromium that a <script> is stripped
  it('opens and closes a promotion’s full text, shown only through DOMPurify', async () => {
    const html = '<p>Full terms</p><script>window.hacked = 1</script>';
    fakeServer({ '/wps/relay/CSP_notices': () => [promotion(1, html)] });
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockImplementation(() => '<p>Full terms</p>');
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByTestId('promotion');
    const toggle = within(card).getByRole('button', { name: i18n.t('pages.promotions.more') });
    const body = within(card).getByTestId('promotion-content');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', body.id);
    expect(body).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent(i18n.t('pages.promotions.less'));
    expect(body).toBeVisible();
    expect(body.innerHTML).toBe('<p>Full terms</p>');
    expect(sanitize).toHaveBeenCalledWith(html);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body).not.toBeVisible();
  });

  it('says when there are no promotions, and when they could not be loaded, with a retry', async () => {
    fakeServer({ '/wps/relay/CSP_notices': () => [] });
    const first = renderPage();
    expect(await screen.findByText(i18n.t('pages.promotions.empty'))).toBeInTheDocument();
    expect(screen.queryByTestId('promotions')).toBeNull();
    first.unmount();

    let fail = true;
    const server = fakeServer({
      '/wps/relay/CSP_notices': () =>
        fail ? new Refuse('SYSTEM_ERROR', 500) : [promotion(1, '<p>Back</p>')],
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('pages.promotions.loadFailed'));
    fail = false;
    await user.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByTestId('promotion')).toHaveTextContent('Promotion 1');
    expect(server.callsTo('/wps/relay/CSP_notices')).toHaveLength(2);
  });
});
