import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { firstScreenCookies, isLanguageCode, type LanguageCode, type StatusValue } from '@croupier/contract';

/** A call the render makes to the site's own routes, answered in process. */
export type FirstScreenCall = (
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; body: string }>;

/** What the web app's server build exports (apps/web/src/server-render/first-screen.tsx). */
interface FirstScreenModule {
  renderFirstScreen(input: {
    path: string;
    status: StatusValue;
    language: LanguageCode;
    fetch: FirstScreenCall;
  }): Promise<string>;
}

export interface FirstScreenRequest {
  path: string;
  /** the host the page was asked on: the render's calls go to the same merchant's routes */
  host: string;
  language: LanguageCode;
  /** the visitor's status answer; one screen is kept per merchant, whatever the host or country */
  status: StatusValue;
}

interface Entry {
  html?: string;
  renderedAt: number;
  running?: Promise<string | undefined>;
}

export interface FirstScreenOptions {
  /** the web app's server build; no file, no first screen (the page draws in the browser) */
  modulePath: string;
  /** the site's calls, with the visitor's host, answered by the app's own routes */
  callFor: (host: string) => FirstScreenCall;
  onError: (error: unknown) => void;
  /** a drawn screen is served this long, then drawn again behind the next request */
  freshMs?: number;
  /**
   * how long after that request it is drawn again: the draw holds the event loop for a while (its
   * renders, and its calls on the embedded database), and that visitor's styles, code and pictures
   * are asked for right after the page
   */
  redrawDelayMs?: number;
  /** a request waits this long for a screen not drawn yet, else gets the plain shell */
  waitMs?: number;
  now?: () => number;
}

/** Drawn screens kept at most (merchants x languages); beyond, the oldest go. */
const maxEntries = 500;

/**
 * Home's first screen drawn on the server by the site's own components (docs/first-screen.md).
 * Kept per merchant, language and path, never per host or visitor: no request can make the server
 * draw beyond that set. A request gets the kept screen at once, and one older than `freshMs` is
 * drawn again in the background a little later (the page replaces it with live data in any case).
 * A screen that cannot be drawn in `waitMs` is not waited for.
 */
export const createFirstScreens = async ({
  modulePath,
  callFor,
  onError,
  freshMs = 30_000,
  redrawDelayMs = 1_000,
  waitMs = 1_000,
  now = Date.now,
}: FirstScreenOptions) => {
  if (!existsSync(modulePath)) return undefined;
  const { renderFirstScreen } = (await import(pathToFileURL(modulePath).href)) as FirstScreenModule;
  const entries = new Map<string, Entry>();

  const draw = (key: string, request: FirstScreenRequest, entry: Entry) => {
    entry.running ??= renderFirstScreen({
      path: request.path,
      status: request.status,
      language: request.language,
      fetch: callFor(request.host),
    }).then(
      (html) => {
        entry.html = html;
        entry.renderedAt = now();
        entry.running = undefined;
        return html;
      },
      (error: unknown) => {
        entry.running = undefined;
        onError(error);
        return entry.html;
      },
    );
    if (!entries.has(key)) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    return entry.running;
  };

  return {
    async htmlFor(request: FirstScreenRequest): Promise<string | undefined> {
      const key = `${request.status.info.brand.merchantCode}\n${request.language}\n${request.path}`;
      const entry = entries.get(key) ?? { renderedAt: 0 };
      if (entry.html !== undefined) {
        if (now() - entry.renderedAt > freshMs && !entry.running) {
          entry.running = new Promise((resolve) =>
            setTimeout(() => {
              entry.running = undefined;
              resolve(draw(key, request, entry));
            }, redrawDelayMs).unref(),
          );
        }
        return entry.html;
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), waitMs);
      });
      try {
        return await Promise.race([draw(key, request, entry), late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
};

export type FirstScreens = NonNullable<Awaited<ReturnType<typeof createFirstScreens>>>;

/** One cookie's value from a Cookie header (RFC 6265 §4.2: `name=value` pairs split by `; `). */
export const cookieValue = (header: string | undefined, name: string) => {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
};

const statuses = new WeakMap<Buffer, StatusValue>();

/** the value the browser reads from those bytes, parsed once per cached answer, not per page */
const statusOf = (body: Buffer) => {
  let status = statuses.get(body);
  if (!status) {
    status = (JSON.parse(body.toString('utf8')) as { value: StatusValue }).value;
    statuses.set(body, status);
  }
  return status;
};

/**
 * The first screen a page request gets, if any: home, on an open site, for a browser without a
 * signed-in tab (its page would show the visitor's account, which only the tab knows), in the
 * language the visitor chose when the site still offers it, else the merchant's default.
 */
export const firstScreenRequestOf = (page: {
  path: string;
  host: string;
  cookie: string | undefined;
  /** the status answer's bytes (one Buffer per cached answer): read back once per answer */
  statusBody: Buffer;
}): FirstScreenRequest | undefined => {
  if (page.path !== '/' || cookieValue(page.cookie, firstScreenCookies.signedIn)) return undefined;
  const status = statusOf(page.statusBody);
  if (status.maintenance || status.regionRestriction) return undefined;
  return { path: page.path, host: page.host, language: pageLanguageOf(page), status };
};

/**
 * The language a page opens in, as far as the server can tell: the one the visitor last chose
 * (its cookie) when the site still offers it, else the merchant's default. The site decides the
 * same way (web `initialLanguage`), only a tab's own choice can differ.
 */
export const pageLanguageOf = (page: { cookie: string | undefined; statusBody: Buffer }): LanguageCode => {
  const { brand } = statusOf(page.statusBody).info;
  const chosen = cookieValue(page.cookie, firstScreenCookies.language);
  return chosen && isLanguageCode(chosen) && brand.languages.includes(chosen)
    ? chosen
    : brand.defaultLanguage;
};
