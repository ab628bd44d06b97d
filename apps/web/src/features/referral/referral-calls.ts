import { createReferralCode, getReferral } from '@croupier/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client.ts';

export const referralQuery = () =>
  queryOptions({ queryKey: ['member', 'referral'], queryFn: () => callApi(getReferral) });

export const createReferralCodeCall = () => callApi(createReferralCode);

/** The link friends register with: the register form on this site's address, which reads the code from it. */
export const invitationLink = (code: string, origin = window.location.origin) =>
  `${origin}/register?referralCode=${encodeURIComponent(code)}`;
