import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { perMinute, registerRoute } from '../../lib/route.ts';
import { saveMemberLanguage } from './language.ts';
import { createReferralCode, referralOf } from './referral.ts';
import * as members from './service.ts';

export const memberRoutes = async (app: FastifyInstance, deps: AppContext) => {
  registerRoute(app, contract.getMemberInfo, async (_request, actor) => members.memberInfo(deps, actor), {
    allowDuringForcedChange: true,
  });
  registerRoute(app, contract.getMemberIcon, async (_request, actor) => members.memberIcon(deps, actor));
  registerRoute(
    app,
    contract.updateMemberLanguage,
    async (request, actor) => saveMemberLanguage(deps, request.merchant, actor, request.body.language),
    { allowDuringForcedChange: true, ...perMinute(30) },
  );
  const noInvitations = 'Trial accounts do not invite';
  registerRoute(
    app,
    contract.getReferral,
    async (request, actor) => referralOf(deps, request.merchant, actor),
    { refuseTrial: noInvitations },
  );
  registerRoute(
    app,
    contract.createReferralCode,
    async (request, actor) => createReferralCode(deps, request.merchant, actor),
    { ...perMinute(5), refuseTrial: noInvitations },
  );
};
