/**
 * The page's Content-Security-Policy, per merchant: images from its image CDNs, frames from its
 * game-launch CDNs and the vendors' origins, calls to itself only. No directive allows "any
 * http(s) host", so an injected tag cannot load from or send to a host the operator did not name.
 */
export interface PolicySources {
  imageCDNs: readonly string[];
  launchGameCDNs: readonly string[];
  /** where vendor games and payment pages live (their own origins) */
  vendorOrigins: readonly string[];
}

/** The origin of an absolute http(s) URL; relative entries ('/') are the site itself ('self'). */
export const originOf = (entry: string): string | undefined => {
  try {
    const url = new URL(entry);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

const sources = (...lists: (readonly string[])[]) => [
  "'self'",
  ...new Set(
    lists
      .flat()
      .map(originOf)
      .filter((origin): origin is string => Boolean(origin)),
  ),
];

export const contentSecurityPolicy = ({ imageCDNs, launchGameCDNs, vendorOrigins }: PolicySources) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    `img-src ${[...sources(imageCDNs), 'data:', 'blob:'].join(' ')}`,
    `connect-src ${sources().join(' ')}`,
    `frame-src ${sources(launchGameCDNs, vendorOrigins).join(' ')}`,
  ].join('; ');
