import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Vendor API signature (server-to-server only, never imported by the web app): HMAC-SHA256 over
 * `<timestamp>.<METHOD> <path>.<raw body>` with the shared secret, hex encoded, in `X-Signature`;
 * the timestamp (ms) in `X-Timestamp`. The path is the one the request was sent to, query
 * included, so a body signed for one endpoint (a win) cannot be replayed to another (a rollback).
 * A request older than 5 minutes is refused (docs/signed-requests.md).
 */
export const signatureHeaders = { signature: 'x-signature', timestamp: 'x-timestamp' } as const;
export const signatureMaxAgeMs = 5 * 60_000;

/** The method and path a signature covers; `url` may be absolute or a path (with its query). */
export const signedTarget = (method: string, url: string) => {
  const { pathname, search } = new URL(url, 'http://signed.invalid');
  return `${method.toUpperCase()} ${pathname}${search}`;
};

export const signBody = (secret: string, timestamp: string, target: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${target}.${rawBody}`).digest('hex');

export const verifySignature = (
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  target: string,
  rawBody: string,
  now = Date.now(),
) => {
  if (!timestamp || !signature || !/^\d{13}$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > signatureMaxAgeMs) return false;
  const expected = Buffer.from(signBody(secret, timestamp, target, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

type Headers = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Verifies a signed request as either side receives it: its method, the URL it arrived at (path
 * and query, as a server sees it), its headers and the raw bytes of its body.
 */
export const verifySignedRequest = (
  secret: string,
  request: { method: string; url: string; headers: Headers },
  rawBody: string,
  now = Date.now(),
) =>
  verifySignature(
    secret,
    first(request.headers[signatureHeaders.timestamp]),
    first(request.headers[signatureHeaders.signature]),
    signedTarget(request.method, request.url),
    rawBody,
    now,
  );

/** The headers that sign a POST of `rawBody` to `url` now, as the sending side adds them. */
export const signedHeaders = (secret: string, url: string, rawBody: string, now = Date.now()) => {
  const timestamp = String(now);
  return {
    [signatureHeaders.timestamp]: timestamp,
    [signatureHeaders.signature]: signBody(secret, timestamp, signedTarget('POST', url), rawBody),
  };
};
