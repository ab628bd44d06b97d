/** A fresh key per user action: a double click or a retried request then moves money once. */
export const newIdempotencyKey = () => crypto.randomUUID().replaceAll('-', '');

/**
 * The key each money command carries until its outcome is known, by command name. It lives
 * outside the form so that closing and reopening the form after a lost answer still retries
 * under the same key (see use-money-command.ts).
 */
const held = new Map<string, string>();

export const heldKey = (command: string) => {
  let key = held.get(command);
  if (!key) {
    key = newIdempotencyKey();
    held.set(command, key);
  }
  return key;
};

/** The outcome of `key` is known: the next attempt of the command is a new request. */
export const releaseKey = (command: string, key: string) => {
  if (held.get(command) === key) held.delete(command);
};
