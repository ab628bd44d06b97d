import { decideAdjustment, listAdjustments } from '@croupier/contract';
import { asOperator } from './backoffice-calls.ts';

export const adjustmentsKey = ['backoffice', 'adjustments'] as const;

export const pendingAdjustmentsCall = () =>
  asOperator(listAdjustments, { query: { status: 'awaiting_approval' } });

export const decideAdjustmentCall = (id: number, decision: 'approve' | 'reject') =>
  asOperator(decideAdjustment, { body: { id, decision } });
