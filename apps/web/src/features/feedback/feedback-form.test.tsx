import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { FeedbackForm } from './feedback-form.tsx';

const f = (key: string, options?: Record<string, unknown>) => i18n.t(`feedback.${key}`, options);
const png = (name = 'shot.png', size = 200) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const fetchMock = vi.fn();

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FeedbackForm />
      </QueryClientProvider>
    </I18nextProvider>,
  );
const form = () => screen.getByTestId('feedback-form');
const pick = (...files: File[]) =>
  fireEvent.change(within(form()).getByLabelText(f('imagesLabel')), { target: { files } });
const write = (text: string) =>
  fireEvent.change(screen.getByLabelText(f('contentLabel')), { target: { value: text } });
const choose = (category: string) =>
  fireEvent.change(screen.getByLabelText(f('categoryLabel')), { target: { value: category } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: f('send') }));
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:thumb-${++made}`);
  URL.revokeObjectURL = vi.fn();
  useSession.setState({ token: 'player-token', isLogin: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('the feedback form', () => {
  it('says what is missing before sending anything', () => {
    show();
    submit();
    expect(alerts()).toEqual([f('errors.category'), f('errors.content.empty')]);
    choose('games');
    write('too short');
    expect(screen.getByTestId('feedback-count')).toHaveTextContent(
      f('count', { count: 9, min: 10, max: 1000 }),
    );
    submit();
    expect(alerts()).toEqual([f('errors.content.short')]);
    write('x'.repeat(1001));
    expect(alerts()).toEqual([f('errors.content.long')]);
    // counted as people count: ten emoji are ten characters
    write('😀'.repeat(10));
    expect(screen.getByTestId('feedback-count')).toHaveTextContent(
      f('count', { count: 10, min: 10, max: 1000 }),
    );
    expect(alerts()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows thumbnails, refuses a fourth image, a GIF or one over 5 MB, and lets them be taken out', () => {
    show();
    pick(png('a.png'), png('b.png'));
    expect(within(screen.getByTestId('feedback-thumbs')).getAllByRole('img')).toHaveLength(2);
    pick(png('c.png'), png('d.png'));
    expect(alerts()).toEqual([f('errors.image.tooMany')]);
    fireEvent.click(screen.getByRole('button', { name: f('removeImage', { name: 'd.png' }) }));
    expect(alerts()).toEqual([]);
    expect(within(form()).getByLabelText(f('imagesLabel'))).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: f('removeImage', { name: 'c.png' }) }));
    pick(new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(alerts()).toEqual([f('errors.image.type')]);
    fireEvent.click(screen.getByRole('button', { name: f('removeImage', { name: 'cat.gif' }) }));
    pick(png('big.png', 5 * 1024 * 1024 + 1));
    expect(alerts()).toEqual([f('errors.image.size')]);
  });

  it('sends the category, the trimmed text and the images as one multipart form', async () => {
    fetchMock.mockResolvedValue(
      answer({
        success: true,
        message: '',
        value: {
          id: 1,
          category: 'deposit',
          content: 'x',
          status: 'open',
          createdAt: '',
          reply: null,
          repliedAt: null,
          imageIds: [5],
        },
      }),
    );
    show();
    choose('deposit');
    write('  My deposit has not arrived.  ');
    pick(png('receipt.png'));
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent(f('sent'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wps/feedback');
    expect(init.method).toBe('PUT');
    expect(init.headers.Authorization).toBe('player-token');
    const body = init.body as FormData;
    expect(body.get('category')).toBe('deposit');
    expect(body.get('content')).toBe('My deposit has not arrived.');
    expect((body.getAll('image') as File[]).map((file) => file.name)).toEqual(['receipt.png']);
    // the form is empty again for the next one
    expect(screen.getByLabelText(f('contentLabel'))).toHaveValue('');
    expect(screen.queryByTestId('feedback-thumbs')).toBeNull();
  });

  it("reads the server's refusal in the player's language", async () => {
    fetchMock.mockResolvedValue(
      answer(
        {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'body.image: setup.png is not a PNG or JPEG image',
          value: null,
        },
        400,
      ),
    );
    show();
    choose('other');
    write('A picture of the problem.');
    pick(png('setup.png'));
    submit();
    await waitFor(() => expect(alerts()).toEqual([f('errors.image.server')]));
    expect(screen.getByLabelText(f('contentLabel'))).toHaveValue('A picture of the problem.');
  });
});
