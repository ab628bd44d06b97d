import {
  type SeamlessAction,
  type SeamlessResult,
  seamlessBalanceBody,
  seamlessBetBody,
  seamlessPath,
  seamlessRollbackBody,
  seamlessWinBody,
} from '@croupier/contract/vendor-seamless-wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { signedRawBodyPlugin } from '../../plugins/signed-raw-body.ts';
import { seamlessBalance, seamlessBet, seamlessRollback, seamlessWin } from './seamless-service.ts';
import type { VendorAdapter } from './vendor-adapter.ts';

const summaries: Record<SeamlessAction, string> = {
  balance: "Seamless wallet: the player's main-wallet balance",
  bet: 'Seamless wallet: a bet (game token of a live launch; idempotent by transactionId)',
  win: 'Seamless wallet: the payout that settles a bet ("0.00" for a loss)',
  rollback: "Seamless wallet: a bet's stake back (recorded even before the bet arrives)",
};

/**
 * The seamless vendor API `/vendor-api/<vendorCode>/{balance,bet,win,rollback}` (ARCHITECTURE §6,
 * docs/seamless-wallet.md). In order: the code must be a seamless vendor's (VENDOR_UNKNOWN), the
 * raw body must carry that vendor's signature (checked before it is parsed), the body must match
 * the contract (400 naming the field), then one money command. Answers are the platform envelope.
 */
export const seamlessRoutes = async (app: FastifyInstance, context: AppContext) => {
  const vendorOf = (request: FastifyRequest): VendorAdapter | undefined => {
    const code = (request.params as { vendorCode?: string }).vendorCode;
    const vendor = code ? context.vendors.get(code) : undefined;
    return vendor?.walletMode === 'seamless' ? vendor : undefined;
  };
  const handlers: Record<SeamlessAction, (vendor: VendorAdapter, body: unknown) => Promise<SeamlessResult>> =
    {
      balance: (_vendor, body) => seamlessBalance(context, parseInput(seamlessBalanceBody, body)),
      bet: (vendor, body) => seamlessBet(context, vendor, parseInput(seamlessBetBody, body)),
      win: (vendor, body) => seamlessWin(context, vendor, parseInput(seamlessWinBody, body)),
      rollback: (vendor, body) => seamlessRollback(context, vendor, parseInput(seamlessRollbackBody, body)),
    };

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!vendorOf(request)) throw new AppError('VENDOR_UNKNOWN', 'No seamless-wallet vendor has this code');
    });
    await scope.register(signedRawBodyPlugin, { secretFor: (request) => vendorOf(request)?.secret });
    for (const action of Object.keys(handlers) as SeamlessAction[]) {
      scope.route({
        method: 'POST',
        url: seamlessPath(':vendorCode', action),
        // vendors' servers, signed per call; a per-IP limit would refuse a busy vendor's real bets
        config: { audience: 'public', rateLimit: false },
        schema: {
          summary: `${summaries[action]} (signed: X-Timestamp, X-Signature)`,
          tags: ['vendors'],
        },
        handler: async (request) => ok(await handlers[action](vendorOf(request)!, request.body)),
      });
    }
  });
};
