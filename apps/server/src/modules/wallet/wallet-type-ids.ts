import type { VendorDirectory } from '../vendors/index.ts';

/** The balance answer's main wallet; seamless vendors play from it. */
const mainWalletTypeId = 1;
/** The balance answer's first vendor-wallet accountTypeId. */
const vendorTypeBase = 100;

/**
 * The accountTypeId of a vendor's wallet, the one number the balance answer and the game menus
 * share: a transfer-mode vendor's is 100 + its place among the directory's transfer-mode codes
 * (the directory is the instance's configuration, the same for every merchant and instance; a code
 * it lacks comes after them all); a seamless vendor's is the main wallet's, 1.
 */
export const vendorWalletTypeId = (vendors: VendorDirectory, code: string) => {
  const adapter = vendors.get(code);
  if (adapter?.walletMode === 'seamless') return mainWalletTypeId;
  const transferCodes = [...vendors.values()]
    .filter((vendor) => vendor.walletMode === 'transfer')
    .map((vendor) => vendor.code);
  const at = transferCodes.indexOf(code);
  return vendorTypeBase + (at < 0 ? transferCodes.length : at);
};
