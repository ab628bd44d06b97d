/** What the platform needs from a game vendor's wallet (ARCHITECTURE §6). */
export interface VendorAdapter {
  code: string;
  walletMode: 'transfer' | 'seamless';
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

/** The vendor-side name of a member: unique across merchants. */
export const vendorPlayerName = (merchantCode: string, memberId: number) => `${merchantCode}_${memberId}`;
