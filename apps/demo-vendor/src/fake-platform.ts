import { fromMinor, toMinor } from '@croupier/contract';
import { seamlessActions } from '@croupier/contract/vendor-seamless-wallet';
import { verifySignedRequest } from '@croupier/contract/vendor-signature';
import Fastify from 'fastify';

/**
 * Tests only: a stand-in for the platform's seamless wallet API, as strict about signatures as
 * the real one, with switches to refuse, fail or stall calls. Balances in minor units.
 */
export const startFakePlatform = async (secret: string, vendorCode = 'DSLOT') => {
  const app = Fastify({ forceCloseConnections: true });
  const calls: { action: string; body: Record<string, string> }[] = [];
  const balances = new Map<string, bigint>();
  const answered = new Map<string, unknown>();
  const rolledBack = new Set<string>();
  const behaviour = { refuseBets: '', failWins: 0, stallBetsMs: 0, refuseBalance: '' };

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as unknown as { rawBody: string }).rawBody = String(body);
    done(null, JSON.parse(String(body)));
  });
  for (const action of seamlessActions) {
    app.post(`/vendor-api/${vendorCode}/${action}`, async (request, reply) => {
      const raw = (request as unknown as { rawBody: string }).rawBody;
      if (!verifySignedRequest(secret, request, raw)) {
        return reply
          .status(401)
          .send({ success: false, value: null, message: 'bad', code: 'SIGNATURE_INVALID' });
      }
      const body = request.body as Record<string, string>;
      calls.push({ action, body });
      const refuse = (code: string) =>
        reply.status(409).send({ success: false, value: null, message: code, code });
      const ok = (balance: bigint) => ({
        success: true,
        value: { balance: fromMinor(balance), currency: body.currency },
        message: '',
      });
      const balance = balances.get(body.player!) ?? 0n;
      if (action === 'balance')
        return behaviour.refuseBalance ? refuse(behaviour.refuseBalance) : ok(balance);
      const seen = answered.get(body.transactionId!);
      if (seen) return seen;
      if (action === 'bet') {
        if (behaviour.stallBetsMs) await new Promise((resolve) => setTimeout(resolve, behaviour.stallBetsMs));
        // as the platform does: a bet arriving after its rollback is refused
        if (rolledBack.has(body.transactionId!)) return refuse('BET_ROLLED_BACK');
        if (behaviour.refuseBets) return refuse(behaviour.refuseBets);
        const amount = toMinor(body.amount!);
        if (amount > balance) return refuse('INSUFFICIENT_BALANCE');
        balances.set(body.player!, balance - amount);
      }
      if (action === 'win') {
        if (behaviour.failWins > 0) {
          behaviour.failWins -= 1;
          return reply.status(500).send({ success: false, value: null, message: 'boom', code: 'INTERNAL' });
        }
        balances.set(body.player!, balance + toMinor(body.amount!));
      }
      if (action === 'rollback') {
        rolledBack.add(body.betTransactionId!);
        const bet = calls.find(
          (call) => call.action === 'bet' && call.body.transactionId === body.betTransactionId,
        );
        if (bet && answered.has(bet.body.transactionId!)) {
          balances.set(body.player!, balance + toMinor(bet.body.amount!));
        }
      }
      const answer = ok(balances.get(body.player!) ?? 0n);
      answered.set(body.transactionId!, answer);
      return answer;
    });
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    calls,
    balances,
    behaviour,
    of: (action: string) => calls.filter((call) => call.action === action),
    close: () => app.close(),
  };
};
