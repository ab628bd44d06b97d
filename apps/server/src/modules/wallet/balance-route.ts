import { envelopeOf, failureEnvelope, getBalance } from '@croupier/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/route.ts';
import type { MerchantContext } from '../system/index.ts';
import type { WalletRow } from './balance-cache.ts';
import * as wallet from './service.ts';
import { refreshVendorWallets } from './vendor-transfer-sync.ts';

/**
 * `GET /wps/v2/wallets/balance`, the call a signed-in page polls most. The member's wallet rows
 * come from the ledger's balance cache (balance-cache.ts); the answer's bytes are built once per
 * rows object by the serializer the contract's response schema compiles to (the same bytes, the
 * same check against the contract) and go out as they are until a posting drops those rows.
 */
export const registerBalanceRoute = (app: FastifyInstance, deps: AppContext) => {
  const serialize = serializerCompiler({
    schema: envelopeOf(getBalance.response),
    method: getBalance.method,
    url: getBalance.path,
  }) as (data: unknown) => string;
  /** answers by the rows they were built from: dropped rows take their answer with them */
  const answers = new WeakMap<WalletRow[], { merchant: MerchantContext; body: Buffer }>();

  const send = (reply: FastifyReply, body: Buffer | string) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(body);

  const answer = async (merchant: MerchantContext, actor: Actor) => {
    const rows = await deps.ledger.memberWallets(actor.memberId, merchant.currency);
    // vendor wallets show the vendors' own figures (ARCHITECTURE §6): sync them, then read again
    if (rows.some((row) => row.kind === 'member_vendor')) {
      await refreshVendorWallets(deps, merchant, actor.memberId);
      return serialize(ok(await wallet.balances(deps.db, merchant, actor, deps.vendors)));
    }
    // a member without vendor wallets: kept rows, kept bytes, no vendor asked
    const kept = answers.get(rows);
    if (kept?.merchant === merchant) return kept.body;
    const body = Buffer.from(serialize(ok(wallet.balancesOf(merchant, rows, deps.vendors))), 'utf8');
    answers.set(rows, { merchant, body });
    return body;
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    method: getBalance.method,
    url: getBalance.path,
    config: { audience: getBalance.audience },
    schema: {
      summary: getBalance.summary,
      tags: getBalance.tags,
      response: { 200: envelopeOf(getBalance.response), '4xx': failureEnvelope, '5xx': failureEnvelope },
    },
    handler: (request, reply) => {
      const actor = actorOf(request, getBalance.audience) as Actor;
      // the common poll: rows and bytes kept, sent without a promise or a tick
      const rows = deps.ledger.keptMemberWallets(actor.memberId, request.merchant.currency);
      const kept = rows && answers.get(rows);
      if (kept?.merchant === request.merchant) {
        send(reply, kept.body);
        return;
      }
      return answer(request.merchant, actor).then((body) => {
        send(reply, body);
      });
    },
  });
};
