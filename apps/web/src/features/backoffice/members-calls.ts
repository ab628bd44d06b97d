import { changeMember, getMemberDetail, listMembers, type MemberAction } from '@croupier/contract';
import { asOperator } from './backoffice-calls.ts';

export const membersKey = ['backoffice', 'members'] as const;
export const memberPageSize = 20;

export interface MemberSearch {
  search?: string;
  status?: 'active' | 'locked';
}

export const membersCall = (search: MemberSearch, before?: number) =>
  asOperator(listMembers, { query: { ...search, ...(before ? { before } : {}), limit: memberPageSize } });

export const memberDetailCall = (id: number) => asOperator(getMemberDetail, { query: { id } });

export const changeMemberCall = (action: MemberAction) => asOperator(changeMember, { body: action });

/** The account's kind from its type number (members' schema): 0 a player, 4 a free-play guest, the rest agents. */
export const memberKind = (type: number) => (type === 0 ? 'member' : type === 4 ? 'trial' : 'agent');
