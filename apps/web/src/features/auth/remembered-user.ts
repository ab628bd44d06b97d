/**
 * "Remember me" keeps the username for 1 day (spec §1 says credentials; the password is
 * deliberately not stored: a password readable by any script on the page is a liability).
 */
const key = 'rememberedUser';
const lifetimeMs = 86_400_000;

export const rememberUser = (username: string | null) => {
  if (username) localStorage.setItem(key, JSON.stringify({ username, until: Date.now() + lifetimeMs }));
  else localStorage.removeItem(key);
};

export const rememberedUser = (): string => {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
      username: string;
      until: number;
    } | null;
    if (stored && stored.until > Date.now()) return stored.username;
  } catch {
    // an unreadable entry is as good as none
  }
  localStorage.removeItem(key);
  return '';
};
