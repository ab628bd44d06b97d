// The secrets the platform shares with the demo vendor and the demo payment gateway, for `npm start`.
// Each one set in the environment (under the platform's name or the vendor's) is used as it is;
// the others are this installation's own, made once and kept in `<DATA_DIR>/demo-secrets.json`
// (readable by its owner only), so that they survive restarts and are never the public defaults
// in the source, which production refuses (apps/server/src/config.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** platform's variable → the demo vendor's */
const pairs = {
  DEMO_VENDOR_SECRET: 'VENDOR_SECRET',
  DEMO_SEAMLESS_SECRET: 'SEAMLESS_SECRET',
  DEMO_GATEWAY_SECRET: 'GATEWAY_SECRET',
};

/** `{ platform, vendor }`: the environment each of the two processes gets its secrets in */
export const demoSecrets = (dataDir, env = process.env) => {
  const file = join(dataDir, 'demo-secrets.json');
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const platform = {};
  const vendor = {};
  let made = false;
  for (const [platformName, vendorName] of Object.entries(pairs)) {
    let secret = env[platformName] ?? env[vendorName] ?? kept[platformName];
    if (!secret) {
      secret = randomBytes(24).toString('base64url');
      kept[platformName] = secret;
      made = true;
    }
    platform[platformName] = secret;
    vendor[vendorName] = secret;
  }
  if (made) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return { platform, vendor };
};
