import type { VendorFeedBet, VendorLaunchBody } from '@croupier/contract/vendor-games';

/** What the platform needs from a game vendor (ARCHITECTURE §6). */
export interface VendorAdapter {
  code: string;
  walletMode: 'transfer' | 'seamless';
  /** the shared secret that signs this vendor's calls both ways (the seamless API checks it) */
  secret: string;
  /** the URL of a game session on the vendor's origin; null when the vendor did not answer or refused */
  launch(input: Omit<VendorLaunchBody, 'vendorCode'>): Promise<{ url: string } | null>;
  /**
   * Transfer-mode vendors: settled bets played in the vendor's wallet after `after` ('' = from the
   * start), with the cursor of the next page; null when the vendor did not answer
   */
  betFeed(after: string, limit: number): Promise<{ rows: VendorFeedBet[]; next: string } | null>;
  /** 'unknown' when the vendor did not answer (timeout, network, 5xx): the outcome must be asked later */
  transfer(input: TransferRequest): Promise<{ status: 'ok' | 'failed'; reason?: string } | 'unknown'>;
  /** 'missing': the vendor answered and never saw this id; 'unknown': it did not answer */
  transferStatus(transferId: string): Promise<'ok' | 'failed' | 'missing' | 'unknown'>;
  /**
   * The player's balance at the vendor, the truth in transfer mode (ARCHITECTURE §6); null when
   * the vendor did not answer, never a guessed "0.00" that would read as a loss
   */
  balance(player: string, currency: string): Promise<string | null>;
}

export interface TransferRequest {
  transferId: string;
  player: string;
  direction: 'deposit' | 'withdraw';
  amount: string;
  currency: string;
}

export type VendorDirectory = ReadonlyMap<string, VendorAdapter>;

/** The name rule lives in the contract: the demo vendor and the platform share it. */
export { parseVendorPlayerName, vendorPlayerName } from '@croupier/contract';
