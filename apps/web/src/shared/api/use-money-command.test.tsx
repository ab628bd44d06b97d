import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { ApiError } from './client.ts';
import { moneyErrorText } from './error-text.ts';
import { type MoneyCommand, useMoneyCommand } from './use-money-command.ts';

type Run = MoneyCommand<string, string>['run'];

let commands = 0;
/** A hook around `run` under a name no other test uses (held keys outlive a form, per name). */
const setUp = (run: Run, options: Partial<MoneyCommand<string, string>> = {}) => {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const name = options.name ?? `test-command-${++commands}`;
  const hook = renderHook(() => useMoneyCommand({ ...options, name, run }), { wrapper });
  /** one press of the submit button; the outcome is kept, not thrown */
  const press = async (input = 'amount 10') => {
    let outcome: unknown;
    await act(async () => {
      outcome = await hook.result.current.mutateAsync(input).catch((error: unknown) => error);
    });
    return outcome;
  };
  const keys = () => vi.mocked(run).mock.calls.map(([, key]) => key);
  return { hook, press, keys, invalidate, name };
};

const networkError = () => new ApiError('NETWORK', 'Network abnormal', 0);

describe('useMoneyCommand', () => {
  it('keeps the idempotency key after a network error', async () => {
    const run = vi.fn<Run>().mockRejectedValueOnce(networkError()).mockResolvedValueOnce('done');
    const { press, keys } = setUp(run);
    expect(await press()).toBeInstanceOf(ApiError);
    expect(await press()).toBe('done');
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('keeps the idempotency key after a 5xx answer', async () => {
    const run = vi
      .fn<Run>()
      .mockRejectedValueOnce(new ApiError('SYSTEM_ERROR', 'System error', 500))
      .mockRejectedValueOnce(new ApiError('GATEWAY_UNAVAILABLE', 'Gateway down', 502))
      .mockResolvedValueOnce('done');
    const { press, keys } = setUp(run);
    await press();
    await press();
    expect(await press()).toBe('done');
    expect(new Set(keys()).size).toBe(1);
  });

  it('keeps the idempotency key when no answer comes in time', async () => {
    const run = vi
      .fn<Run>()
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockResolvedValueOnce('done');
    const { press, keys } = setUp(run, { timeoutMs: 20 });
    const late = await press();
    expect(late).toBeInstanceOf(ApiError);
    expect((late as ApiError).code).toBe('NETWORK');
    expect(await press()).toBe('done');
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('rotates the idempotency key after a 4xx refusal', async () => {
    const run = vi
      .fn<Run>()
      .mockRejectedValueOnce(new ApiError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400))
      .mockResolvedValueOnce('done');
    const { press, keys } = setUp(run);
    await press('amount 900');
    expect(await press('amount 90')).toBe('done');
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('rotates the idempotency key after a network error then a refusal of the same key', async () => {
    const run = vi
      .fn<Run>()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(new ApiError('IDEMPOTENCY_CONFLICT', 'Different request', 409))
      .mockResolvedValueOnce('done');
    const { press, keys } = setUp(run);
    await press('amount 10');
    await press('amount 20');
    await press('amount 20');
    expect(keys()[1]).toBe(keys()[0]);
    expect(keys()[2]).not.toBe(keys()[1]);
  });

  it('keeps the idempotency key when the session expired before the server looked at the command', async () => {
    const run = vi
      .fn<Run>()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(new ApiError('AUTH_SESSION_EXPIRED', 'Session expired', 401))
      .mockResolvedValueOnce('done');
    const { press, keys } = setUp(run);
    await press();
    await press();
    await press();
    expect(new Set(keys()).size).toBe(1);
  });

  it('rotates the idempotency key after a success', async () => {
    const run = vi.fn<Run>().mockResolvedValue('done');
    const { press, keys } = setUp(run);
    await press();
    await press();
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).not.toBe(keys()[0]);
    expect(keys()[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps an unsettled key for the same command when the form is opened again', async () => {
    const run = vi.fn<Run>().mockRejectedValueOnce(networkError()).mockResolvedValueOnce('done');
    const first = setUp(run);
    await first.press();
    first.hook.unmount();
    const again = setUp(run, { name: first.name });
    await again.press();
    expect(vi.mocked(run).mock.calls[1]![1]).toBe(vi.mocked(run).mock.calls[0]![1]);
  });

  it('refreshes balances and records after a success or a refusal, not after a lost answer', async () => {
    const run = vi
      .fn<Run>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce('done')
      .mockRejectedValueOnce(new ApiError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400));
    const { press, invalidate } = setUp(run);
    await press();
    expect(invalidate).not.toHaveBeenCalled();
    await press();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });
    invalidate.mockClear();
    await press();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });
  });

  it('refreshes the query keys the command names', async () => {
    const run = vi.fn<Run>().mockResolvedValue('done');
    const { press, invalidate } = setUp(run, { invalidates: [['backoffice']] });
    await press();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['backoffice'] });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['wallet'] });
  });

  it('is pending while the request is in flight', async () => {
    let answer: (value: string) => void = () => {};
    const run = vi.fn<Run>().mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { hook } = setUp(run);
    expect(hook.result.current.isPending).toBe(false);
    let done: Promise<string> = Promise.resolve('');
    act(() => {
      done = hook.result.current.mutateAsync('amount 10');
    });
    await waitFor(() => expect(hook.result.current.isPending).toBe(true));
    await act(async () => {
      answer('done');
      await done;
    });
    await waitFor(() => expect(hook.result.current.isPending).toBe(false));
  });
});

describe('moneyErrorText', () => {
  const t = i18n.getFixedT('EN');

  it('tells the player to press again when no answer came', () => {
    expect(moneyErrorText(t, networkError())).toBe(t('errors.NO_ANSWER'));
    expect(moneyErrorText(t, new ApiError('SYSTEM_ERROR', 'System error', 500))).toBe(t('errors.NO_ANSWER'));
    expect(t('errors.NO_ANSWER')).toMatch(/press again/i);
  });

  it('names the reason of a refusal', () => {
    expect(moneyErrorText(t, new ApiError('INSUFFICIENT_BALANCE', 'Insufficient balance', 400))).toBe(
      t('errors.INSUFFICIENT_BALANCE'),
    );
  });
});
