import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A new authenticator secret as shown: the key to type by hand, and its otpauth URI drawn as a QR code. */
export interface NewAuthenticator {
  secret: string;
  otpauthUri: string;
  qr: string;
}

/**
 * Starts a new authenticator secret once per mount (operators' and players' alike) and draws its QR
 * code at `width` px; a failure offers `retry`, which asks again.
 */
export const useNewAuthenticator = (
  start: () => Promise<{ secret: string; otpauthUri: string }>,
  width: number,
) => {
  const [secret, setSecret] = useState<NewAuthenticator | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `start` runs once per mount; `attempt` re-runs it after a failure
  useEffect(() => {
    let live = true;
    setFailure(null);
    start()
      .then(async (value) => {
        const qr = await QRCode.toDataURL(value.otpauthUri, { width, margin: 1 });
        if (live) setSecret({ ...value, qr });
      })
      .catch((error: unknown) => {
        if (live) setFailure(error);
      });
    return () => {
      live = false;
    };
  }, [attempt]);
  return { secret, failure, retry: () => setAttempt((value) => value + 1) };
};
