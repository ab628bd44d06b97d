import {
  vendorBalanceBody,
  vendorPaths,
  vendorPlayBody,
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
  // the stand-in for games until they exist: signed like every other call, never open
  app.post(
    vendorPaths.play,
    signed(options.secret, vendorPlayBody, (body) => options.store.play(body)),
  );
  app.post(
    vendorPaths.status,
    signed(options.secret, vendorStatusBody, (body) => ({
      transferId: body.transferId,
      status: options.store.status(body.transferId),
    })),
  );
};
