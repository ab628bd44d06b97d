import {
  addMemberNote,
  changeMember,
  getMemberDetail,
  listMemberNotes,
  listMembers,
  type MemberAction,
  type MemberKind,
  memberStatement,
  memberTotals,
} from '@croupier/contract';
import { queryOptions } from '@tanstack/react-query';
import type { RecordsFilter } from '../wallet/records-view.tsx';
import { asOperator } from './backoffice-calls.ts';

export const membersKey = ['backoffice', 'members'] as const;
export const memberPageSize = 20;

export interface MemberSearch {
  search?: string;
  status?: 'active' | 'locked';
  kind?: MemberKind;
}

export const membersCall = (search: MemberSearch, before?: number) =>
  asOperator(listMembers, { query: { ...search, ...(before ? { before } : {}), limit: memberPageSize } });

export const memberDetailCall = (id: number) => asOperator(getMemberDetail, { query: { id } });

/** A player's all-time figures (deposits, withdrawals, play, adjustments). */
export const memberTotalsCall = (id: number) => asOperator(memberTotals, { query: { id } });

export const changeMemberCall = (action: MemberAction) => asOperator(changeMember, { body: action });

/** Operators' notes on the account, newest first. */
export const memberNotesCall = (id: number) => asOperator(listMemberNotes, { query: { id } });

export const addMemberNoteCall = (note: { memberId: number; body: string }) =>
  asOperator(addMemberNote, { body: note });

export const memberStatementCall = (id: number, { days, page, kind }: RecordsFilter) =>
  asOperator(memberStatement, { query: { id, days, page, pageSize: 10, ...(kind ? { kind } : {}) } });

/** The player's account record, as their member centre shows it. */
export const memberStatementQuery = (id: number, filter: RecordsFilter) =>
  queryOptions({
    queryKey: [...membersKey, 'statement', id, filter.days, filter.page, filter.kind],
    queryFn: () => memberStatementCall(id, filter),
  });

/** The account's kind from its type number (members' schema): 0 a player, 4 a free-play guest, the rest agents. */
export const memberKind = (type: number): MemberKind =>
  type === 0 ? 'member' : type === 4 ? 'trial' : 'agent';
