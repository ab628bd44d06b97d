import type { FeedbackRow } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError, callApi } from '../../shared/api/client.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import FeedbackPage from './feedback-page.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));

// moments are written on the merchant's clock, which the status call names
vi.mock('../../shared/api/use-system.ts', async (importOriginal) =>
  (await import('../../app/status-test-kit.ts')).systemModuleWithStatus(await importOriginal<object>()),
);
const call = vi.mocked(callApi);
const f = (key: string, options?: Record<string, unknown>) => i18n.t(`feedback.${key}`, options);
const answered: FeedbackRow = {
  id: 2,
  category: 'withdrawal',
  content: '<b>not bold</b> my withdrawal is late',
  status: 'answered',
  createdAt: '2030-01-02T10:00:00.000Z',
  reply: 'It was paid at noon.',
  repliedAt: '2030-01-02T12:00:00.000Z',
  imageIds: [],
};
const open: FeedbackRow = {
  ...answered,
  id: 1,
  category: 'games',
  content: 'The wheel froze twice.',
  status: 'open',
  reply: null,
  repliedAt: null,
};

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FeedbackPage />
      </QueryClientProvider>
    </I18nextProvider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  useSession.setState({ token: 'player-token', isLogin: true });
});

describe('the feedback page', () => {
  it('lists my feedback with the answers, markup shown as the text it is', async () => {
    call.mockResolvedValue({ rows: [answered, open], total: 2, page: 1, pageSize: 5 });
    show();
    const first = await screen.findByTestId('feedback-item-2');
    expect(first).toHaveTextContent('<b>not bold</b> my withdrawal is late');
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByTestId('feedback-reply')).toHaveTextContent('It was paid at noon.');
    expect(first).toHaveTextContent(f('status.answered'));
    const second = screen.getByTestId('feedback-item-1');
    expect(second).toHaveTextContent(f('status.open'));
    expect(second).toHaveTextContent(f('waiting'));
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { page: 1, pageSize: 5 } });
  });

  it('says when there is nothing yet', async () => {
    call.mockResolvedValueOnce({ rows: [], total: 0, page: 1, pageSize: 5 });
    show();
    expect(await screen.findByText(f('none'))).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    call.mockRejectedValueOnce(new ApiError('NETWORK', 'Network abnormal', 0));
    call.mockResolvedValueOnce({ rows: [open], total: 1, page: 1, pageSize: 5 });
    show();
    fireEvent.click(await screen.findByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByTestId('feedback-item-1')).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of showing the form', () => {
    useSession.setState({ token: null, isLogin: false });
    show();
    expect(screen.queryByTestId('feedback-form')).toBeNull();
    fireEvent.click(within(screen.getByTestId('feedback-page')).getByRole('button', { name: f('logIn') }));
    expect(useModals.getState().open).toBe('loginPopupModal');
    // a visitor without an account is offered one too
    fireEvent.click(
      within(screen.getByTestId('feedback-page')).getByRole('button', { name: i18n.t('auth.register') }),
    );
    expect(useModals.getState().open).toBe('registerModal');
    expect(call).not.toHaveBeenCalled();
  });
});
