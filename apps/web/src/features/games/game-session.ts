/**
 * What the site keeps of the game in play, in session storage: `gameVendor` (spec §3) and the
 * launch address the frame page shows. The address is kept here rather than in /game's query
 * string, so no link from outside can make the site frame a page of its choosing.
 */
export const gameStorageKeys = {
  gameVendor: 'gameVendor',
  gameUrl: 'gameUrl',
  gameName: 'gameName',
} as const;

/** Only web addresses open: a `javascript:` or `data:` answer is refused, not followed. */
export const safeGameUrl = (url: string): string | null => {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};

export const rememberGame = (vendor: string, url: string | null, name: string) => {
  sessionStorage.setItem(gameStorageKeys.gameVendor, vendor);
  sessionStorage.setItem(gameStorageKeys.gameName, name);
  if (url) sessionStorage.setItem(gameStorageKeys.gameUrl, url);
};

export const gameInFrame = () => {
  const url = sessionStorage.getItem(gameStorageKeys.gameUrl);
  return url && safeGameUrl(url)
    ? { url, name: sessionStorage.getItem(gameStorageKeys.gameName) ?? '' }
    : null;
};

/** a game was launched in this tab: coming back to the site may find a changed balance */
export const hasPlayed = () => sessionStorage.getItem(gameStorageKeys.gameVendor) !== null;
