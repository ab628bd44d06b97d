import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { callApi } from '../../shared/api/client.ts';
import { usePostLoginAnnouncement } from '../../shared/session/post-login-announcement.ts';
import { storageKeys, useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { AnnouncementModal } from './announcement-modal.tsx';
import { ArrivalPopup } from './arrival-popup.tsx';
import { PostLoginPopup } from './post-login-popup.tsx';
import { PublicModal } from './public-modal.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));
const call = vi.mocked(callApi);

const notice = (id: number, type = 'PU') => ({
  id,
  type,
  title: `Title ${id}`,
  content: `<p>Text ${id}</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>`,
  marquee: false,
  startsAt: '2030-01-01T00:00:00.000Z',
  endsAt: null,
});
const nine = Array.from({ length: 9 }, (_, index) => notice(index + 1));

/** what the modal host shows: publicModal while open */
const Host = () => {
  const open = useModals((state) => state.open);
  return open === 'publicModal' ? <AnnouncementModal /> : null;
};

const renderWith = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </QueryClientProvider>,
  );

describe('the announcement pop-up (publicModal)', () => {
  beforeEach(async () => {
    await loadCatalogue('EN');
    await i18n.changeLanguage('EN');
    sessionStorage.clear();
    useModals.setState({ open: null });
    call.mockReset();
  });
  afterEach(() => {
    useModals.setState({ open: null });
    usePostLoginAnnouncement.setState({ allowed: false });
  });

  // happy-dom cannot run DOMPurify faithfully (cure53/DOMPurify#1457): this checks the HTML goes
  // through it; e2e/content-notices.spec.ts checks in Chromium that script and onerror are gone
  it('lists titles in pages of 8 and shows the chosen one through DOMPurify', () => {
    const sanitize = vi
      .spyOn(DOMPurify, 'sanitize')
      .mockImplementation((html) => String(html).replace(/<img.*$/, ''));
    renderWith(<PublicModal notices={nine} onClose={() => {}} />);
    const titles = () => within(screen.getByTestId('public-modal-titles')).getAllByRole('button');
    expect(titles().map((button) => button.textContent)).toEqual(nine.slice(0, 8).map((item) => item.title));
    expect(screen.getByTestId('public-modal-page').textContent).toBe('Page 1 of 2');
    expect(screen.getByTestId('public-modal-content').textContent).toContain('Text 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(titles()[2]!);
    expect(screen.getByTestId('public-modal-content').textContent).toContain('Text 3');
    expect(titles()[2]!.getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(titles().map((button) => button.textContent)).toEqual(['Title 9']);
    expect(screen.getByTestId('public-modal-page').textContent).toBe('Page 2 of 2');
    expect(screen.getByTestId('public-modal-content').textContent).toContain('Text 9');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    expect(sanitize).toHaveBeenCalledWith(nine[8]!.content);
    expect(screen.getByTestId('public-modal-content').innerHTML).not.toMatch(/onerror|<script/i);
    sanitize.mockRestore();
  });

  it('has no pager for 8 titles or fewer', () => {
    renderWith(<PublicModal notices={nine.slice(0, 8)} onClose={() => {}} />);
    expect(screen.queryByTestId('public-modal-page')).toBeNull();
  });

  it('opens on arrival when PU notices exist, stores publicityClose on close and stays shut after', async () => {
    call.mockImplementation(async (_route, options) => {
      const type = (options as { query: { type: string } }).query.type;
      return (type === 'PU' ? nine : []) as never;
    });
    const first = renderWith(
      <>
        <ArrivalPopup />
        <Host />
      </>,
    );
    await screen.findByTestId('public-modal');
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { type: 'PU', platform: 'W', execution: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem(storageKeys.publicityClose)).toBe('1');
    expect(screen.queryByTestId('public-modal')).toBeNull();
    first.unmount();

    // the next home visit in this tab: not asked, not opened
    call.mockClear();
    renderWith(
      <>
        <ArrivalPopup />
        <Host />
      </>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('public-modal')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('does not open on arrival when there is nothing to show', async () => {
    call.mockResolvedValue([] as never);
    renderWith(
      <>
        <ArrivalPopup />
        <Host />
      </>,
    );
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(useModals.getState().open).toBeNull();
  });

  it('shows the post-login announcement once per login, and does not store publicityClose', async () => {
    call.mockImplementation(async (_route, options) => {
      const type = (options as { query: { type: string } }).query.type;
      return (type === 'PL' ? [notice(21, 'PL')] : []) as never;
    });
    useSession.setState({ isLogin: true });
    renderWith(
      <>
        <PostLoginPopup />
        <Host />
      </>,
    );
    // logged in but no login just happened (a reload): nothing
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('public-modal')).toBeNull();

    act(() => usePostLoginAnnouncement.getState().allow());
    expect(await screen.findByText('Title 21', { selector: 'button' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem(storageKeys.publicityClose)).toBeNull();
    expect(usePostLoginAnnouncement.getState().allowed).toBe(false);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('public-modal')).toBeNull();
    useSession.setState({ isLogin: false });
  });
});
