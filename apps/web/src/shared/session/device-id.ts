const storageKey = 'croupier.device';

/**
 * A random id this browser keeps: the server caps free-play accounts per device each day. It is
 * no secret and no tracking id across sites; where storage is blocked a fresh one is made per call.
 */
export const deviceId = (): string => {
  try {
    const kept = localStorage.getItem(storageKey);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(storageKey, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
};
