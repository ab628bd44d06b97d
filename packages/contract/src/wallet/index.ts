import { z } from 'zod';
import { defineRoute } from '../route.ts';

/** Wallet kinds as the client knows them: 1 main, 2 bonus, 3 frozen (withdrawals in flight), 100+ vendor wallets. */
export const walletTypeIds = { member_main: 1, member_bonus: 2, member_frozen: 3 } as const;

export const walletRowSchema = z.object({
  accountTypeId: z.number().int(),
  name: z.string(),
  availBalance: z.string(),
});

export const getBalance = defineRoute({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  audience: 'player',
  summary: 'Balance: sumBalance (main + bonus + vendor wallets, 2-place string) and one row per wallet',
  tags: ['wallet'],
  response: z.object({ sumBalance: z.string(), currency: z.string(), wallets: z.array(walletRowSchema) }),
});
