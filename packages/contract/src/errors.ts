/**
 * Stable error codes. The server answers them with the HTTP status below; the web app maps each
 * code to a translated text (`errors.<CODE>` in every catalogue).
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_JSON: 400,
  MERCHANT_UNKNOWN: 400,
  /** the request's host is no merchant's domain (and no local address): the site shows its invalid-domain page */
  DOMAIN_INVALID: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  AUTH_REQUIRED: 401,
  AUTH_SESSION_EXPIRED: 401,
  AUTH_BAD_CREDENTIALS: 400,
  AUTH_CAPTCHA_INVALID: 400,
  AUTH_WRONG_SIDE: 403,
  AUTH_ACCOUNT_LOCKED: 403,
  /** an operator locked the player's account (the back office's Members tab): only an operator opens it */
  AUTH_ACCOUNT_CLOSED: 403,
  AUTH_SECOND_FACTOR_REQUIRED: 403,
  AUTH_CHALLENGE_INVALID: 400,
  AUTH_TRIAL_ACCOUNT: 403,
  ENCRYPTION_INVALID: 400,
  CODE_INVALID: 400,
  CODE_TOO_MANY_ATTEMPTS: 429,
  CODE_RESEND_TOO_SOON: 429,
  FEATURE_DISABLED: 403,
  REGISTER_USERNAME_TAKEN: 409,
  REGISTER_MOBILE_TAKEN: 409,
  /** an owner opened an operator account under a name another operator has (in any case) */
  OPERATOR_USERNAME_TAKEN: 409,
  REGISTER_AFFILIATE_INVALID: 400,
  PASSWORD_MISMATCH: 400,
  PASSWORD_OLD_WRONG: 400,
  /** the real name is recorded once; customer service corrects a wrong one */
  REAL_NAME_ALREADY_SET: 409,
  /** an operator signed in with a password an owner gave: only their own account opens until they change it */
  PASSWORD_CHANGE_REQUIRED: 403,
  ACCOUNT_NOT_FOUND: 404,
  WITHDRAWAL_COOLING_OFF: 403,
  FREEPLAY_DAILY_LIMIT: 429,
  INSUFFICIENT_BALANCE: 400,
  IDEMPOTENCY_CONFLICT: 409,
  TRANSFER_NOT_ALLOWED: 403,
  VENDOR_TRANSFER_IN_FLIGHT: 409,
  TRANSFER_COOLING_OFF: 403,
  PAYMENT_PASSWORD_WRONG: 400,
  PAYMENT_PASSWORD_NOT_SET: 400,
  PAYMENT_PASSWORD_LOCKED: 429,
  /** wrong login passwords or factor codes while binding a mobile or email: 5 in 15 minutes */
  SECURITY_CHANGE_LOCKED: 429,
  /** the mobile or email sent is the one bound already */
  CONTACT_UNCHANGED: 400,
  /** two changes of one mobile or email at once: the first wins */
  CONTACT_CHANGED_MEANWHILE: 409,
  /** an authenticator is on already: remove it before setting up another */
  AUTHENTICATOR_ALREADY_SET: 409,
  /** confirming or removing an authenticator the account does not have (pending) */
  AUTHENTICATOR_NOT_SET: 409,
  CHANNEL_UNAVAILABLE: 400,
  AMOUNT_OUT_OF_RANGE: 400,
  BANK_CARD_LIMIT: 409,
  BANK_CARD_DUPLICATE: 409,
  BANK_CARD_UNKNOWN: 400,
  /** the merchant binds bank accounts only in the player's real name: none is recorded yet */
  REAL_NAME_REQUIRED: 409,
  /** the merchant binds bank accounts only in the player's real name: this one is in another */
  BANK_CARD_NAME_MISMATCH: 400,
  WITHDRAWAL_IN_FLIGHT: 409,
  WITHDRAWAL_DAILY_LIMIT: 429,
  /** the player has not yet played the merchant's share of their deposits since the last withdrawal */
  WITHDRAWAL_PLAY_REQUIRED: 409,
  WITHDRAWAL_STATE: 409,
  DEPOSIT_STATE: 409,
  ADJUSTMENT_STATE: 409,
  PROOF_REQUIRED: 400,
  PROOF_INVALID: 400,
  /** the player has `feedbackLimits.maxOpen` feedbacks still waiting for an answer */
  FEEDBACK_OPEN_LIMIT: 429,
  /** the back office reached how many of a kind a site may hold (help articles, download links) */
  CONTENT_LIMIT: 409,
  /** an owner tried to block the address or country their own back-office call came from */
  SITE_BLOCK_COVERS_YOU: 409,
  /** the country, address or range is blocked already */
  SITE_BLOCK_DUPLICATE: 409,
  /** the address is offered to players already */
  SITE_ROUTE_DUPLICATE: 409,
  /** the address's host serves another merchant's site */
  SITE_ROUTE_HOST_TAKEN: 409,
  GATEWAY_UNAVAILABLE: 502,
  /** a signed callback named an order that is not its own gateway's, or not for the order's amount */
  GATEWAY_CHANNEL_MISMATCH: 409,
  GATEWAY_AMOUNT_MISMATCH: 409,
  SIGNATURE_INVALID: 401,
  VENDOR_UNKNOWN: 400,
  VENDOR_REFUSED: 409,
  /** the vendor did not answer (launch, transfer): try again later */
  VENDOR_UNAVAILABLE: 502,
  GAME_NOT_FOUND: 404,
  GAME_MAINTENANCE: 409,
  /** a trial account asked for real money, or for a game without free play */
  GAME_FREE_PLAY_ONLY: 403,
  GAME_NO_FREE_PLAY: 403,
  /** the seamless vendor API (contract vendors/seamless-wallet.ts) */
  PLAYER_UNKNOWN: 404,
  CURRENCY_MISMATCH: 400,
  GAME_TOKEN_INVALID: 401,
  TRANSACTION_CONFLICT: 409,
  BET_NOT_FOUND: 404,
  BET_SETTLED: 409,
  BET_ROLLED_BACK: 409,
  FORBIDDEN: 403,
  REGION_RESTRICTED: 403,
  IP_BLOCKED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  /** more tries of one password at once than its guard checks side by side: none was wrong, try again in a moment */
  TOO_MANY_AT_ONCE: 429,
  SYSTEM_MAINTENANCE: 503,
  SYSTEM_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];
