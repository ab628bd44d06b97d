import { ApiError } from './client.ts';

/** The permission call's answer for a host that is no merchant's site (server: plugins/merchant-context.ts). */
export const isInvalidDomain = (error: unknown) =>
  error instanceof ApiError && error.code === 'DOMAIN_INVALID';

/** The permission call is tried once more after a failure, but not after "invalid domain": that answer will not change. */
export const retryStatus = (failures: number, error: unknown) => !isInvalidDomain(error) && failures < 1;
