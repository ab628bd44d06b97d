import {
  deleteMessage,
  getUnreadCount,
  listMessages,
  readAllMessages,
  readMessage,
} from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../lib/client-info.ts';
import { registerRoute } from '../../lib/route.ts';
import * as messages from './messages-service.ts';

/**
 * The member centre's platform messages (messageV2) and the header's unread count: the member's own
 * rows only, titles and texts in the `Language` header's language.
 */
export const messageRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, listMessages, async (request, actor) =>
    messages.listMyMessages(context, request.merchant, actor, requestLanguage(request), request.query.page),
  );
  registerRoute(app, readMessage, async (request, actor) =>
    messages.readMyMessage(context, request.merchant, actor, requestLanguage(request), request.body.id),
  );
  registerRoute(app, deleteMessage, async (request, actor) =>
    messages.deleteMyMessage(context, actor, request.body.id),
  );
  registerRoute(app, readAllMessages, async (_request, actor) => messages.readAllMyMessages(context, actor));
  registerRoute(app, getUnreadCount, async (_request, actor) => messages.myUnreadCount(context, actor));
};
