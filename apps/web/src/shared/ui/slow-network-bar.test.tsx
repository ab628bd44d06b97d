import { getStatus } from '@croupier/contract/paths';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { callApi } from '../api/client.ts';
import { slowCallThresholdMs } from '../api/slow-calls.ts';
import { SlowNetworkBar } from './slow-network-bar.tsx';

/** a fetch whose answers arrive only when the test says so */
const heldFetch = () => {
  const answers: Array<() => void> = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answers.push(() => resolve(new Response(JSON.stringify({ success: true, value: {}, message: '' }))));
      }),
  );
  const answerAll = () => {
    for (const answer of answers.splice(0)) answer();
  };
  return { fetch, answerAll };
};

const renderBar = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SlowNetworkBar />
    </I18nextProvider>,
  );

describe('the slow network notice', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('EN');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows while a call waits past the threshold and goes when it has answered', async () => {
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    renderBar();
    const call = callApi(getStatus, { query: { host: 'localhost' } });
    await act(() => vi.advanceTimersByTimeAsync(slowCallThresholdMs - 1));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('messages.pageSlow'));
    held.answerAll();
    await act(() => call);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never flashes for fast calls', async () => {
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    renderBar();
    for (let index = 0; index < 5; index += 1) {
      const call = callApi(getStatus, { query: { host: 'localhost' } });
      await act(() => vi.advanceTimersByTimeAsync(slowCallThresholdMs / 2));
      held.answerAll();
      await act(() => call);
    }
    await act(() => vi.advanceTimersByTimeAsync(slowCallThresholdMs * 2));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays while another slow call still waits, and ignores long polling', async () => {
    const held = heldFetch();
    vi.stubGlobal('fetch', held.fetch);
    renderBar();
    const poll = callApi(getStatus, { query: { host: 'localhost' }, longPoll: true });
    await act(() => vi.advanceTimersByTimeAsync(slowCallThresholdMs * 3));
    expect(screen.queryByRole('status')).toBeNull();
    const slow = callApi(getStatus, { query: { host: 'localhost' } });
    await act(() => vi.advanceTimersByTimeAsync(slowCallThresholdMs));
    expect(screen.getByRole('status')).toBeInTheDocument();
    held.answerAll();
    await act(() => Promise.all([poll, slow]));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
