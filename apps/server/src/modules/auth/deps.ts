import type { Db } from '../../db/client.ts';
import type { Messenger } from '../../lib/messaging.ts';
import type { ServerKeys } from '../../lib/server-keys.ts';
import type { Ledger } from '../wallet/index.ts';
import type { SessionPolicy } from './sessions.ts';
import type { SocialLoginProviders } from './social-login.ts';

/** What the account services need from the outside world. */
export interface AuthDeps {
  db: Db;
  keys: ServerKeys;
  messenger: Messenger;
  policy: SessionPolicy;
  ledger: Ledger;
  /** social-login providers by name; empty unless an operator configures one */
  socialProviders: SocialLoginProviders;
  /** browser tests only (CAPTCHA_TEST_ANSWER): the text every captcha shows */
  captchaText?: string;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
  language: import('@croupier/contract').LanguageCode;
  /** the merchant's configured site address, for links in emails and return pages */
  origin: string;
}
