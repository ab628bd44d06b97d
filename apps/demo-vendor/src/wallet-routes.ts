import { signatureHeaders, verifySignature } from '@croupier/contract/vendor-signature';
import {
  vendorBalanceBody,
  vendorPaths,
  vendorStatusBody,
  vendorTransferBody,
} from '@croupier/contract/vendor-transfer-wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { WalletStore } from './wallet-store.ts';

const refuse = (message: string, code: string) => ({ success: false, value: null, message, code });

/** The transfer-wallet API the platform calls: every call signed, every body checked. */
export const walletRoutes = async (app: FastifyInstance, options: { secret: string; store: WalletStore }) => {
  // the signature covers the raw bytes, so keep them beside the parsed body
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as FastifyRequest & { rawBody: string }).rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('Invalid JSON'), { statusCode: 400 }), undefined);
    }
  });

  const signed =
    <T extends z.ZodType>(schema: T, handle: (body: z.infer<T>) => Promise<unknown> | unknown) =>
    async (request: FastifyRequest, reply: { status(code: number): { send(body: unknown): unknown } }) => {
      const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
      const timestamp = request.headers[signatureHeaders.timestamp];
      const signature = request.headers[signatureHeaders.signature];
      if (!verifySignature(options.secret, String(timestamp ?? ''), String(signature ?? ''), raw)) {
        return reply.status(401).send(refuse('Bad or missing signature', 'SIGNATURE_INVALID'));
      }
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) {
        const message = parsed.error.issues
          .map((issue) => `body.${issue.path.join('.')}: ${issue.message}`)
          .join('; ');
        return reply.status(400).send(refuse(message, 'VALIDATION_FAILED'));
      }
      return { success: true, value: await handle(parsed.data), message: '' };
    };

  app.post(
    vendorPaths.transfer,
    signed(vendorTransferBody, (body) => options.store.transfer(body)),
  );
  app.post(
    vendorPaths.balance,
    signed(vendorBalanceBody, (body) => ({ balance: options.store.balance(body.player) })),
  );
  app.post(
    vendorPaths.status,
    signed(vendorStatusBody, (body) => ({
      transferId: body.transferId,
      status: options.store.status(body.transferId),
    })),
  );
};
