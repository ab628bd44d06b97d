/**
 * Waits for `work` at most `ms`, then goes on either way (the work carries on in the background):
 * for a page that would rather answer with what it has than keep the player waiting on a vendor.
 */
export const waitAtMost = async (work: Promise<unknown>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
};
