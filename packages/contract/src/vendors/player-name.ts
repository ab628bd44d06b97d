/**
 * How the platform names a member to a game vendor: `<merchant code>_<member id>`, unique across
 * merchants, the same in the transfer wallet, the seamless wallet, launches and bet feeds.
 */
export const vendorPlayerName = (merchantCode: string, memberId: number) => `${merchantCode}_${memberId}`;

/** The merchant code and member id a vendor-side name stands for, or null when it is not one. */
export const parseVendorPlayerName = (player: string) => {
  const match = /^([A-Za-z0-9]{2,16})_(\d{1,18})$/.exec(player);
  if (!match) return null;
  const memberId = Number(match[2]);
  return Number.isSafeInteger(memberId) ? { merchantCode: match[1]!, memberId } : null;
};
