import { createLiveTicket, failureEnvelope, openLiveStream } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoute } from '../../lib/route.ts';
import { createLiveHub } from './live-hub.ts';
import { liveStreamDefaults, startLiveStream } from './live-stream.ts';
import { issueLiveTicket, liveSessionHolds, redeemLiveTicket } from './live-tickets.ts';

/** Open streams one member may hold on one instance (tabs, devices); the next is refused. */
export const liveStreamsPerMember = 5;

/**
 * Live pushes (docs/live-updates.md): POST /wps/live/ticket trades the session for a single-use
 * ticket, GET /wps/live?ticket=… answers text/event-stream with `balance` and `unread` events of
 * that member, fed by the domain events of every instance (createLiveHub).
 */
export const liveRoutes = async (app: FastifyInstance, context: AppContext) => {
  const hub = createLiveHub({ events: context.events, redis: context.redis, log: app.log });
  const streams = new Set<{ close(): void }>();
  // open streams would hold the server's close forever: end them first, then stop listening
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.close();
  });
  app.addHook('onClose', async () => hub.close());

  // no tighter limit than the global one: every page load of a signed-in tab asks for a ticket,
  // and players behind one address (a shared network) would trip a small per-IP cap together
  registerRoute(app, createLiveTicket, async (_request, actor) => issueLiveTicket(context, actor));

  // not registerRoute: the answer is a stream, not an envelope (errors before it still are)
  app.withTypeProvider<ZodTypeProvider>().route({
    method: openLiveStream.method,
    url: openLiveStream.path,
    config: { audience: openLiveStream.audience },
    schema: {
      summary: openLiveStream.summary,
      tags: openLiveStream.tags,
      querystring: openLiveStream.query,
      response: { '4xx': failureEnvelope, '5xx': failureEnvelope },
    },
    handler: async (request, reply) => {
      const member = await redeemLiveTicket(context, (request.query as { ticket?: string }).ticket);
      if (hub.count(member.memberId) >= liveStreamsPerMember) {
        throw new AppError('RATE_LIMITED', 'Too many live connections: close another tab first');
      }
      // the stream only says it is ready once it hears every instance
      await hub.ready;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and the like would otherwise hold the events in a buffer
        'x-accel-buffering': 'no',
      });
      raw.socket?.setNoDelay(true);
      const stream = startLiveStream(
        { write: (chunk) => raw.write(chunk), end: () => raw.end() },
        {
          ...liveStreamDefaults,
          sessionHolds: () => liveSessionHolds(context, member.sessionId),
          listen: (send) =>
            hub.listen(member.merchantId, member.memberId, (push, event) => send(event, push.id)),
        },
      );
      streams.add(stream);
      // the response's close: the client went away (or the stream ended)
      raw.on('close', () => {
        stream.close();
        streams.delete(stream);
      });
    },
  });
};
