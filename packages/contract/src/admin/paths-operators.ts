/** The zod-free twins (paths.ts) of the operator accounts' routes (operators.ts): one per route, same name. */
import type * as full from '../index.ts';
import type { RoutePath } from '../paths.ts';

export const listOperators: RoutePath<typeof full.listOperators> = {
  method: 'GET',
  path: '/wps/admin/operators',
  audience: 'admin',
};
export const createOperator: RoutePath<typeof full.createOperator> = {
  method: 'POST',
  path: '/wps/admin/operators/create',
  audience: 'admin',
};
export const changeOperator: RoutePath<typeof full.changeOperator> = {
  method: 'POST',
  path: '/wps/admin/operators/change',
  audience: 'admin',
};
export const resetOperatorPassword: RoutePath<typeof full.resetOperatorPassword> = {
  method: 'POST',
  path: '/wps/admin/operators/password',
  audience: 'admin',
};
