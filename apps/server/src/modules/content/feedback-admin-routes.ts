import * as contract from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { actorOf, registerRoute } from '../../lib/route.ts';
import type { AdminActor } from '../admin/index.ts';
import { imageId, sendImage } from './feedback-routes.ts';
import * as feedback from './feedback-service.ts';

/** The operators' feedback inbox: support and cashiers read it, owners and support answer. */
export const adminFeedbackRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, contract.listAdminFeedback, async (request, actor) =>
    feedback.inbox(context, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.getAdminFeedback, async (request, actor) =>
    feedback.feedbackDetail(context, request.merchant, actor, request.query),
  );
  registerRoute(app, contract.replyFeedback, async (request, actor) =>
    feedback.reply(context, request.merchant, actor, request.body, request.ip),
  );
  app.get(
    contract.adminFeedbackImagePath,
    {
      config: { audience: 'admin' },
      schema: { summary: 'One feedback image (admin, ?id=)', tags: ['admin'] },
    },
    async (request, reply) => {
      const actor = actorOf(request, 'admin') as AdminActor;
      return sendImage(
        reply,
        await feedback.adminImage(context, request.merchant, actor, imageId(request.query)),
      );
    },
  );
};
