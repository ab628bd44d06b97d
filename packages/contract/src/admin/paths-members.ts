/** The zod-free twins (paths.ts) of the Members tab's routes (members.ts): one per route, same name. */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';

export const listMembers: RoutePath<typeof full.listMembers> = {
  method: 'GET',
  path: '/wps/admin/members',
  audience: 'admin',
};
export const getMemberDetail: RoutePath<typeof full.getMemberDetail> = {
  method: 'GET',
  path: '/wps/admin/members/detail',
  audience: 'admin',
};
export const changeMember: RoutePath<typeof full.changeMember> = {
  method: 'POST',
  path: '/wps/admin/members/change',
  audience: 'admin',
};
export const memberStatement: RoutePath<typeof full.memberStatement> = {
  method: 'GET',
  path: '/wps/admin/members/statement',
  audience: 'admin',
};
export const listMemberNotes: RoutePath<typeof full.listMemberNotes> = {
  method: 'GET',
  path: '/wps/admin/members/notes',
  audience: 'admin',
};
export const addMemberNote: RoutePath<typeof full.addMemberNote> = {
  method: 'POST',
  path: '/wps/admin/members/notes',
  audience: 'admin',
};
