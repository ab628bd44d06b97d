import {
  deleteAdminServiceEntry,
  listAdminServiceEntries,
  type RouteContract,
  saveAdminServiceEntry,
  setAdminServiceLink,
} from '@croupier/contract';
import type { z } from 'zod';
import { asOperator } from './backoffice-calls.ts';

type BodyOf<C extends RouteContract> = z.input<NonNullable<C['body']>>;

/** The back office's customer-service query; every change refreshes it. */
export const serviceKey = ['backoffice', 'content', 'customer-service'] as const;

export const adminServiceCall = () => asOperator(listAdminServiceEntries);
export const saveServiceEntryCall = (body: BodyOf<typeof saveAdminServiceEntry>) =>
  asOperator(saveAdminServiceEntry, { body });
export const deleteServiceEntryCall = (id: number) => asOperator(deleteAdminServiceEntry, { body: { id } });
export const setServiceLinkCall = (url: string | null) => asOperator(setAdminServiceLink, { body: { url } });
