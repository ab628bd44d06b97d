import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Vendor API signature (server-to-server only, never imported by the web app): HMAC-SHA256 over
 * `<timestamp>.<raw body>` with the shared secret, hex encoded, in `X-Signature`; the timestamp
 * (ms) in `X-Timestamp`. A request older than 5 minutes is refused.
 */
export const signatureHeaders = { signature: 'x-signature', timestamp: 'x-timestamp' } as const;
export const signatureMaxAgeMs = 5 * 60_000;

export const signBody = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

export const verifySignature = (
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
  now = Date.now(),
) => {
  if (!timestamp || !signature || !/^\d{13}$/.test(timestamp)) return false;
  if (Math.abs(now - Number(timestamp)) > signatureMaxAgeMs) return false;
  const expected = Buffer.from(signBody(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
};

type Headers = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Verifies a signed request as either side receives it: its headers and the raw bytes of its body. */
export const verifySignedRequest = (secret: string, headers: Headers, rawBody: string, now = Date.now()) =>
  verifySignature(
    secret,
    first(headers[signatureHeaders.timestamp]),
    first(headers[signatureHeaders.signature]),
    rawBody,
    now,
  );

/** The headers that sign `rawBody` now, as the sending side adds them. */
export const signedHeaders = (secret: string, rawBody: string, now = Date.now()) => {
  const timestamp = String(now);
  return {
    [signatureHeaders.timestamp]: timestamp,
    [signatureHeaders.signature]: signBody(secret, timestamp, rawBody),
  };
};
