import {
  changeOperator,
  createOperator,
  listOperators,
  type OperatorAction,
  resetOperatorPassword,
} from '@croupier/contract';
import { seal } from '../../shared/api/sealed.ts';
import { asOperator } from './backoffice-calls.ts';

export const operatorsKey = ['backoffice', 'operators'] as const;

export const operatorsCall = () => asOperator(listOperators);

/** The first password travels sealed, as at sign-in. */
export const createOperatorCall = async (body: {
  username: string;
  role: string;
  password: string;
  confirmPassword: string;
}) => asOperator(createOperator, { body: await seal(body) });

export const changeOperatorCall = (action: OperatorAction) => asOperator(changeOperator, { body: action });

export const resetOperatorPasswordCall = async (body: {
  id: number;
  password: string;
  confirmPassword: string;
}) => asOperator(resetOperatorPassword, { body: await seal(body) });
