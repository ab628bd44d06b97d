import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';
import { heldKey, releaseKey } from './idempotency-key.ts';
import { isRefusal } from './refusal.ts';

/**
 * Every balance and record a player sees hangs under ['wallet']: the balance (balance-query.ts),
 * the consolidated summary (consolidated-query.ts), the cashier's and the wallet's records.
 */
export const walletQueries: readonly QueryKey[] = [['wallet']];

/** Past this, the player is told no answer came; pressing again retries under the same key. */
export const moneyTimeoutMs = 30_000;

export interface MoneyCommand<TInput, TResult> {
  /** names the command: its idempotency key is held under this name until the outcome is known */
  name: string;
  /** sends the command under `idempotencyKey`; `signal` aborts when no answer came in time */
  run: (input: TInput, idempotencyKey: string, signal: AbortSignal) => Promise<TResult>;
  /** refreshed once the outcome is known (a success or a refusal); balances and records by default */
  invalidates?: readonly QueryKey[];
  timeoutMs?: number;
}

const withinTime = <T>(send: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> => {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ApiError('NETWORK', 'No answer in time', 0));
    }, ms);
  });
  const sent = (async () => send(controller.signal))();
  return Promise.race([sent, late]).finally(() => clearTimeout(timer));
};

/**
 * One money-moving command (withdraw, deposit, transfers, adjustments). The idempotency key
 * stays the same across presses until the server answers: a success or a definite 4xx refusal
 * ends it, while a lost answer, a timeout or a 5xx keeps it, so pressing again asks the server
 * the same question and money moves at most once. `isPending` disables the submit button.
 */
export const useMoneyCommand = <TInput, TResult>({
  name,
  run,
  invalidates = walletQueries,
  timeoutMs = moneyTimeoutMs,
}: MoneyCommand<TInput, TResult>) => {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationKey: ['money', name],
    mutationFn: async (input: TInput) => {
      const key = heldKey(name);
      try {
        const result = await withinTime((signal) => run(input, key, signal), timeoutMs);
        releaseKey(name, key);
        return result;
      } catch (error) {
        if (isRefusal(error)) releaseKey(name, key);
        throw error;
      }
    },
    onSuccess: refresh,
    onError: (error) => (isRefusal(error) ? refresh() : undefined),
  });
};
