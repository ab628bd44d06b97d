import type { HelpArticle } from '@croupier/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify from 'dompurify';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { dateText } from '../../shared/format/date-text.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { useAnnouncements } from '../content/announcement-store.ts';
import { fakeServer, providers, Refuse } from '../games/games-test-kit.tsx';
import { HelpModal } from './help-modal.tsx';
import HelpPage from './help-page.tsx';

const articles: HelpArticle[] = [
  {
    id: 1,
    category: 'account',
    title: 'How do I register?',
    content: '<p>Choose <strong>Register</strong>.</p>',
  },
  { id: 2, category: 'deposit', title: 'How do I deposit?', content: '<p>Open the member centre.</p>' },
  {
    id: 3,
    category: 'account',
    title: 'I forgot my password',
    content:
      '<p>Use the reset link.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked=true">',
  },
];

/** the help centre's H notices: none, unless a test gives some */
const noNotices = { '/wps/relay/CSP_notices': () => [] };

const Address = () => {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
};

const renderPage = (route: string) => {
  const { Wrapper } = providers(route);
  return render(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <HelpPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { wrapper: Wrapper },
  );
};

describe('the help centre', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('goes from topics to the chosen topic’s articles to the article, each step a deep link', async () => {
    const server = fakeServer({ ...noNotices, '/wps/system/helpCenter': () => articles });
    const user = userEvent.setup();
    renderPage('/help');
    const topics = await screen.findByTestId('help-categories');
    expect(within(topics).getAllByRole('link')).toHaveLength(2);
    expect(server.callsTo('/wps/system/helpCenter')[0]?.query.get('device')).toBe('WEB');

    await user.click(
      within(topics).getByRole('link', { name: new RegExp(i18n.t('help.categories.account')) }),
    );
    expect(screen.getByTestId('address')).toHaveTextContent('/help?category=account');
    const list = screen.getByTestId('help-article-list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['How do I register?', 'I forgot my password']);

    await user.click(within(list).getByRole('link', { name: 'How do I register?' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/help?category=account&article=1');
    expect(screen.getByTestId('help-article')).toHaveTextContent('Choose Register.');
    // the breadcrumb leads back to the topic
    const crumbs = screen.getByRole('navigation', { name: i18n.t('help.breadcrumb') });
    await user.click(within(crumbs).getByRole('link', { name: i18n.t('help.categories.account') }));
    expect(screen.getByTestId('address')).toHaveTextContent('/help?category=account');
  });

  // happy-dom cannot run DOMPurify faithfully (cure53/DOMPurify#1457): this checks that the article goes
  // through it; e2e/help-pages.spec.ts checks in Chromium that a <script> and an onerror are stripped
  it('opens an article from a deep link and renders its HTML only through DOMPurify', async () => {
    fakeServer({ ...noNotices, '/wps/system/helpCenter': () => articles });
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockImplementation(() => '<p>Use the reset link.</p>');
    renderPage('/helpmc?category=account&article=3');
    const article = await screen.findByTestId('help-article');
    expect(sanitize).toHaveBeenCalledWith(articles[2]?.content);
    expect(article).toHaveTextContent('Use the reset link.');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('img')).toBeNull();
    expect(screen.getByTestId('address')).toHaveTextContent('/helpmc?category=account&article=3');
  });

  it('opens the one article of a topic that has one, with the topic as the last step of the breadcrumb', async () => {
    fakeServer({ ...noNotices, '/wps/system/helpCenter': () => articles });
    renderPage('/help?category=deposit');
    expect(await screen.findByTestId('help-article')).toHaveTextContent('Open the member centre.');
    expect(screen.queryByTestId('help-article-list')).toBeNull();
    expect(screen.queryByText(i18n.t('help.notFound'))).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: i18n.t('help.breadcrumb') });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([i18n.t('help.topics'), i18n.t('help.categories.deposit')]);
    // the topic is where the reader is: not a link back to the same page
    expect(within(crumbs).getAllByRole('link')).toHaveLength(1);
  });

  it('finds the article of an older #article-N link', async () => {
    fakeServer({ ...noNotices, '/wps/system/helpCenter': () => articles });
    renderPage('/help#article-2');
    expect(await screen.findByTestId('help-article')).toHaveTextContent('Open the member centre.');
  });

  it('says when a deep link leads nowhere and shows the topics instead', async () => {
    fakeServer({ ...noNotices, '/wps/system/helpCenter': () => articles });
    renderPage('/help?category=bonus&article=99');
    expect(await screen.findByText(i18n.t('help.notFound'))).toBeInTheDocument();
    expect(screen.getByTestId('help-categories')).toBeInTheDocument();
  });

  it('shows the empty and the error state', async () => {
    fakeServer({ ...noNotices, '/wps/system/helpCenter': () => [] });
    const first = renderPage('/help');
    expect(await screen.findByText(i18n.t('help.empty'))).toBeInTheDocument();
    first.unmount();
    fakeServer({ ...noNotices, '/wps/system/helpCenter': () => new Refuse('SYSTEM_ERROR', 500) });
    renderPage('/help');
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.NETWORK'));
  });

  it('navigates inside the help modal without changing the address', async () => {
    fakeServer({ ...noNotices, '/wps/system/helpCenter': () => articles });
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { Wrapper } = providers('/');
    render(
      <>
        <HelpModal onClose={onClose} />
        <Address />
      </>,
      { wrapper: Wrapper },
    );
    const modal = await screen.findByTestId('help-modal');
    await user.click(
      await within(modal).findByRole('button', { name: new RegExp(i18n.t('help.categories.deposit')) }),
    );
    // a topic of one article opens it at once; each step hands the focus to the new view's
    // heading, so it stays inside the modal
    expect(within(modal).getByTestId('help-article')).toHaveTextContent('Open the member centre.');
    expect(within(modal).getByRole('heading', { name: 'How do I deposit?' })).toHaveFocus();
    expect(within(modal).queryByTestId('help-article-list')).toBeNull();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
    await user.click(within(modal).getByRole('button', { name: i18n.t('help.topics') }));
    expect(within(modal).getByTestId('help-categories')).toBeInTheDocument();
  });
  it('lists the help centre’s H notices above the topics, each opening in the notice modal', async () => {
    const notice = (id: number) => ({
      id,
      type: 'H' as const,
      title: `Deposits are slower on Sunday ${id}`,
      content: `<p>Notice ${id}</p>`,
      marquee: false,
      startsAt: `2030-05-0${id}T10:00:00.000Z`,
      endsAt: null,
    });
    const server = fakeServer({
      '/wps/system/helpCenter': () => articles,
      '/wps/relay/CSP_notices': () => [notice(2), notice(1)],
    });
    useModals.setState({ open: null });
    const user = userEvent.setup();
    renderPage('/help');
    const notices = await screen.findByRole('region', { name: i18n.t('help.notices') });
    expect(server.callsTo('/wps/relay/CSP_notices')[0]?.query.get('type')).toBe('H');
    const rows = within(notices).getAllByRole('button');
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      'Deposits are slower on Sunday 2',
      'Deposits are slower on Sunday 1',
    ]);
    expect(rows[0]).toHaveTextContent(dateText('2030-05-02T10:00:00.000Z', i18n.language));
    // the topics are still there, below
    const topics = await screen.findByTestId('help-categories');
    expect(notices.compareDocumentPosition(topics) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(rows[1]!);
    expect(useModals.getState().open).toBe('noticeModal');
    expect(useAnnouncements.getState().notice?.id).toBe(1);
  });

  it('shows nothing of the notices when there are none, and a retry when they fail', async () => {
    fakeServer({ ...noNotices, '/wps/system/helpCenter': () => articles });
    const first = renderPage('/help');
    await screen.findByTestId('help-categories');
    expect(screen.queryByRole('region', { name: i18n.t('help.notices') })).toBeNull();
    first.unmount();

    let fail = true;
    fakeServer({
      '/wps/system/helpCenter': () => articles,
      '/wps/relay/CSP_notices': () => (fail ? new Refuse('SYSTEM_ERROR', 500) : []),
    });
    const user = userEvent.setup();
    renderPage('/help');
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('help.noticesFailed'));
    // the articles do not depend on them
    expect(await screen.findByTestId('help-categories')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
