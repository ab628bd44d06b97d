import { countAdminMessageRecipients, listAdminMessages, sendAdminMessage } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import * as messages from './messages-service.ts';

/** Back office: messages to one player or a segment (owners and support send, every role reads). */
export const adminMessageRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, listAdminMessages, async (request, actor) =>
    messages.listSentMessages(context, request.merchant, actor, request.query.page),
  );
  registerRoute(app, countAdminMessageRecipients, async (request, actor) =>
    messages.countRecipients(context, request.merchant, actor, request.body),
  );
  registerRoute(app, sendAdminMessage, async (request, actor) =>
    messages.sendMessage(context, request.merchant, actor, request.body, request.ip),
  );
};
