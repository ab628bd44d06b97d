import type { AdminFeedbackRow } from '@croupier/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { callApi } from '../../shared/api/client.ts';
import { ContentFeedback } from './content-feedback.tsx';
import { callsTo, catalogueTexts, type OperatorRole, showAsOperator } from './content-test-support.tsx';

vi.mock('../../shared/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../shared/api/client.ts')>()),
  callApi: vi.fn(),
}));

const call = vi.mocked(callApi);
const b = catalogueTexts('backoffice.feedbackInbox');
const row: AdminFeedbackRow = {
  id: 41,
  category: 'deposit',
  content: '<script>alert(1)</script> my deposit is missing',
  status: 'open',
  createdAt: '2030-01-02T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  imageIds: [],
  memberId: 7,
  username: 'player7',
  repliedBy: null,
};

const show = (role: OperatorRole) => showAsOperator(<ContentFeedback />, role);

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  vi.clearAllMocks();
  call.mockImplementation(async (route, options) => {
    if (route.path === '/wps/admin/content/feedback') return { rows: [row], total: 1, page: 1, pageSize: 10 };
    if (route.path === '/wps/admin/content/feedback/detail') return row;
    const body = options?.body as { reply: string };
    return {
      ...row,
      status: 'answered',
      reply: body.reply,
      repliedAt: '2030-01-02T11:00:00.000Z',
      repliedBy: 'staff',
    };
  });
});

describe('back office: feedback inbox', () => {
  it('lists open feedback first, with markup shown as text, and filters by status', async () => {
    show('owner');
    const item = await screen.findByTestId('bo-feedback-41');
    expect(item).toHaveTextContent('player7');
    expect(item).toHaveTextContent('<script>alert(1)</script> my deposit is missing');
    expect(item.querySelector('script')).toBeNull();
    expect(callsTo('/wps/admin/content/feedback')[0]).toEqual({
      token: 'op-token',
      query: { status: 'open', page: 1, pageSize: 10 },
    });
    fireEvent.click(screen.getByRole('tab', { name: b('status.answered') }));
    await waitFor(() =>
      expect(callsTo('/wps/admin/content/feedback').at(-1)?.query).toMatchObject({ status: 'answered' }),
    );
  });

  it('opens one and checks the answer before sending it', async () => {
    show('support');
    fireEvent.click(await screen.findByRole('button', { name: b('open') }));
    const detail = await screen.findByTestId('bo-feedback-detail');
    expect(detail).toHaveTextContent(b('noImages'));
    const form = within(detail).getByTestId('bo-feedback-reply-form');
    fireEvent.click(within(form).getByRole('button', { name: b('sendReply') }));
    expect(within(form).getByRole('alert')).toHaveTextContent(b('replyEmpty'));
    fireEvent.change(within(form).getByLabelText(b('replyLabel')), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(within(form).getByRole('button', { name: b('sendReply') }));
    expect(within(form).getByRole('alert')).toHaveTextContent(b('replyLong'));
    expect(callsTo('/wps/admin/content/feedback/reply')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(b('replyLabel')), {
      target: { value: '  Credited now.  ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: b('sendReply') }));
    await waitFor(() =>
      expect(callsTo('/wps/admin/content/feedback/reply')).toEqual([
        { token: 'op-token', body: { id: 41, reply: 'Credited now.' } },
      ]),
    );
    expect(await within(form).findByRole('status')).toHaveTextContent(b('replied'));
  });

  it('lets a cashier read without a reply form', async () => {
    show('cashier');
    fireEvent.click(await screen.findByRole('button', { name: b('open') }));
    const detail = await screen.findByTestId('bo-feedback-detail');
    expect(detail).toHaveTextContent(b('readOnly'));
    expect(within(detail).queryByTestId('bo-feedback-reply-form')).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: b('back') }));
    expect(await screen.findByTestId('bo-feedback-41')).toBeInTheDocument();
  });
});
