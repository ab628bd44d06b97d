import { envelopeOf, failureEnvelope, getBalance } from '@croupier/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf } from '../../lib/route.ts';
import type { PreparedReply } from '../../plugins/fast-lane.ts';
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
  const answers = new WeakMap<
    WalletRow[],
    { merchant: MerchantContext; body: Buffer; lane: PreparedReply }
  >();

  const contentType = 'application/json; charset=utf-8';
  const send = (reply: FastifyReply, body: Buffer | string) =>
    reply.header('content-type', contentType).send(body);
  /** the fast lane's reply: the headers the route and the authenticate hook send */
  const laneReply = (body: Buffer): PreparedReply => ({
    status: 200,
    headers: {
      'cache-control': 'no-store',
      'content-type': contentType,
      'content-length': String(body.length),
    },
    body,
  });

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
    answers.set(rows, { merchant, body, lane: laneReply(body) });
    return body;
  };

  /** kept answer of the kept session's kept rows, or undefined */
  const keptAnswer = (merchant: MerchantContext, actor: Actor | undefined) => {
    if (!actor) return undefined;
    const rows = deps.ledger.keptMemberWallets(actor.memberId, merchant.currency);
    const kept = rows && answers.get(rows);
    return kept?.merchant === merchant ? kept : undefined;
  };

  // the poll at its most common — session, rows and bytes all kept — is answered in front of
  // Fastify (docs/fast-lane.md); anything else comes to the route below
  const route = { audience: getBalance.audience };
  app.fastLane.add(
    getBalance.path,
    (request) =>
      keptAnswer(request.merchant, app.keptActor(request.headers.authorization, request.merchant.id, route))
        ?.lane,
  );

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
      const kept = keptAnswer(request.merchant, actor);
      if (kept) {
        send(reply, kept.body);
        return;
      }
      return answer(request.merchant, actor).then((body) => {
        send(reply, body);
      });
    },
  });
};
