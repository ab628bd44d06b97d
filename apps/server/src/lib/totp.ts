import { Secret, TOTP } from 'otpauth';

const periodSeconds = 30;

/** A fresh 160-bit authenticator secret (base32) and the otpauth:// URI an authenticator app scans. */
export const newTotpSecret = (label: string, issuer: string) => {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ issuer, label, secret, digits: 6, period: periodSeconds, algorithm: 'SHA1' });
  return { secret: secret.base32, otpauthUri: totp.toString() };
};

/**
 * The 30-second step a 6-digit authenticator code of a base32 secret belongs to (one step of clock
 * drift either way), or null. Callers keep the last step used (operators and players alike), so
 * one code works once.
 */
export const totpStep = (secret: string, code: string, now = Date.now()): number | null => {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: periodSeconds }).validate({
    token,
    timestamp: now,
    window: 1,
  });
  return delta === null ? null : Math.floor(now / 1000 / periodSeconds) + delta;
};
