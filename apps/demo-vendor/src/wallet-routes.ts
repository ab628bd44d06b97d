import {
  vendorBalanceBody,
  vendorPaths,
  vendorStatusBody,
  vendorTransferBody,
} from '@croupier/contract/vendor-transfer-wallet';
import type { FastifyInstance } from 'fastify';
import { keepRawJson, signed } from './signed-route.ts';
import type { WalletStore } from './wallet-store.ts';

/** The transfer-wallet API the platform calls: every call signed, every body checked. */
export const walletRoutes = async (app: FastifyInstance, options: { secret: string; store: WalletStore }) => {
  keepRawJson(app);
  app.post(
    vendorPaths.transfer,
    signed(options.secret, vendorTransferBody, (body) => options.store.transfer(body)),
  );
  app.post(
    vendorPaths.balance,
    signed(options.secret, vendorBalanceBody, (body) => ({ balance: options.store.balance(body.player) })),
  );
  app.post(
    vendorPaths.status,
    signed(options.secret, vendorStatusBody, (body) => ({
      transferId: body.transferId,
      status: options.store.status(body.transferId),
    })),
  );
};
