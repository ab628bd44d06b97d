import * as contract from '@croupier/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf, registerRoute } from '../../lib/route.ts';
import { readFeedbackForm } from './feedback-images.ts';
import * as feedback from './feedback-service.ts';

const imageQuery = z.object({ id: z.coerce.number().int().positive() });

export const imageId = (query: unknown) => {
  const parsed = imageQuery.safeParse(query);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'querystring.id: must be a positive integer');
  return parsed.data.id;
};

/** Image bytes for a signed-in reader only: never cached by a shared cache, never sniffed as another type. */
export const sendImage = (reply: FastifyReply, image: { contentType: string; data: Buffer }) =>
  reply
    .type(image.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(image.data);

export const feedbackRoutes = async (app: FastifyInstance, context: AppContext) => {
  registerRoute(app, contract.listMyFeedback, async (request, actor) =>
    feedback.myFeedback(context, request.merchant, actor, request.query),
  );
  app.get(
    contract.feedbackImagePath,
    {
      config: { audience: 'player' },
      schema: { summary: 'One image of my own feedback (?id=)', tags: ['content'] },
    },
    async (request, reply) => {
      const actor = actorOf(request, 'player') as Actor;
      return sendImage(
        reply,
        await feedback.playerImage(context, request.merchant, actor, imageId(request.query)),
      );
    },
  );

  // multipart: the images travel with the text in one request, so a feedback lands whole or not at all
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    uploads.route({
      method: contract.sendFeedback.method,
      url: contract.sendFeedback.path,
      config: { audience: contract.sendFeedback.audience, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        summary: contract.sendFeedback.summary,
        tags: contract.sendFeedback.tags,
        consumes: ['multipart/form-data'],
      },
      handler: async (request) => {
        const actor = actorOf(request, 'player') as Actor;
        const form = await readFeedbackForm(request);
        return ok(await feedback.sendFeedback(context, request.merchant, actor, form.fields, form.images));
      },
    });
  });
};
