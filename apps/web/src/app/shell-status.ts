import type { StatusValue } from '@croupier/contract';
import { bootStatusBlockId } from '@croupier/contract/paths';

/**
 * The permission call's answer the app shell carries for this visitor (the server's
 * lib/app-shell.ts), taken out of the page once: the site starts from it without waiting for the
 * call. None when the shell has none (an unknown host, the dev server), it cannot be read, or
 * this tab already speaks for another merchant (its `Merchant` header would ask about that one).
 */
export const takeShellStatus = (merchantCode: string | null): StatusValue | undefined => {
  const block = document.getElementById(bootStatusBlockId);
  if (!block) return undefined;
  block.remove();
  try {
    const envelope = JSON.parse(block.textContent ?? '') as { success?: boolean; value?: StatusValue };
    const value = envelope.success === true ? envelope.value : undefined;
    if (!value?.info?.brand) return undefined;
    return merchantCode === null || merchantCode === value.info.brand.merchantCode ? value : undefined;
  } catch {
    return undefined;
  }
};
