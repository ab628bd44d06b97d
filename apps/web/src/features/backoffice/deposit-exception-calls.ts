import {
  type DepositExceptionStatus,
  listDepositExceptions,
  resolveDepositException,
} from '@croupier/contract';
import type { z } from 'zod';
import { asOperator } from './backoffice-calls.ts';

export const depositExceptionsCall = (status: DepositExceptionStatus) =>
  asOperator(listDepositExceptions, { query: { status } });

export const resolveDepositExceptionCall = (
  body: z.input<NonNullable<(typeof resolveDepositException)['body']>>,
) => asOperator(resolveDepositException, { body });
