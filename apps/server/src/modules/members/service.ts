import type { MemberInfo } from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { savedLanguageOf } from './language.ts';
import { maskEmail, maskMobile, maskRealName } from './member-factors.ts';
import { findMemberById } from './store.ts';

/** The signed-in member, or the answer that the session has ended. */
export const requireMember = async (deps: Pick<AppContext, 'db'>, actor: Actor) => {
  const member = await findMemberById(deps.db, actor.memberId);
  if (!member) throw new AppError('AUTH_SESSION_EXPIRED', 'Your session has ended, please log in again');
  return member;
};

export const memberInfo = async (deps: AppContext, actor: Actor): Promise<MemberInfo> => {
  const member = await requireMember(deps, actor);
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname ?? member.username,
    type: member.type,
    toUpline: member.toUpline,
    regDate: member.createdAt.toISOString(),
    mobileNum: maskMobile(member.mobileNum),
    email: maskEmail(member.email),
    clubLabel: { labelName: member.clubLabel, rankLevel: member.rankLevel },
    hasPaymentPassword: member.paymentPasswordHash !== null,
    hasAuthenticator: member.totpSecret !== null,
    realName: maskRealName(member.realName),
    language: savedLanguageOf(member),
  };
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An avatar drawn from the account: its initials on a colour picked from its id. */
export const memberIcon = async (deps: AppContext, actor: Actor) => {
  const member = await requireMember(deps, actor);
  const hue = (member.id * 137) % 360;
  const initials = escapeXml([...(member.nickname ?? member.username)].slice(0, 2).join('').toUpperCase());
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 55% 45%)"/>` +
    `<text x="32" y="40" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return { iconUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
};
