/**
 * Stable error codes. The server answers them with the HTTP status below; the web app maps each
 * code to a translated text (`errors.<CODE>` in every catalogue).
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_JSON: 400,
  MERCHANT_UNKNOWN: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  AUTH_REQUIRED: 401,
  FORBIDDEN: 403,
  REGION_RESTRICTED: 403,
  IP_BLOCKED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  SYSTEM_MAINTENANCE: 503,
  SYSTEM_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];
