import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { perMinute, registerRoute } from '../../lib/route.ts';
import * as memberAccounts from './member-accounts.ts';
import * as memberNotes from './member-notes.ts';
import { outbox } from './outbox.ts';

/** Back-office calls of the auth area: the sent SMS and email (codes masked), and players' accounts and notes. */
export const adminAuthRoutes = async (
  app: FastifyInstance,
  deps: Pick<AppContext, 'db' | 'config' | 'ledger' | 'messenger' | 'withdrawCoolingOffHours'>,
) => {
  // OUTBOX_SHOW_CODES: only a non-production demo shows owners sent codes in full
  registerRoute(app, contract.listOutbox, async (request, actor) =>
    outbox(deps.db, request.merchant, actor, request.query, deps.config.OUTBOX_SHOW_CODES),
  );
  registerRoute(app, contract.listMembers, async (request, actor) =>
    memberAccounts.listMembers(deps, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.getMemberDetail, async (request, actor) =>
    memberAccounts.memberDetail(deps, request.merchant, actor, request.query.id),
  );
  registerRoute(app, contract.changeMember, async (request, actor) =>
    memberAccounts.changeMember(deps, request.merchant, actor, request.body, request.ip),
  );
  registerRoute(app, contract.listMemberNotes, async (request, actor) =>
    memberNotes.memberNotes(deps.db, request.merchant, actor, request.query.id),
  );
  registerRoute(
    app,
    contract.addMemberNote,
    async (request, actor) =>
      memberNotes.addMemberNote(deps.db, request.merchant, actor, request.body, request.ip),
    perMinute(30),
  );
};
