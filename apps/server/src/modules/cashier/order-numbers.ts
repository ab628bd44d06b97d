import { randomBytes } from 'node:crypto';
import { periodOf } from '../../lib/periods.ts';

/**
 * Public order numbers: a prefix, the date of the merchant's calendar (what the player and staff
 * call "today"), 10 random hex digits ("D20261123A1B2C3D4E5").
 */
export const newOrderNo = (prefix: 'D' | 'W', timeZone: string, now = new Date()) =>
  `${prefix}${periodOf('day', now, timeZone).key.replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;

export const maskAccountNumber = (accountNumber: string) => `**** ${accountNumber.slice(-4)}`;

/** The start of the merchant's day holding `now`: daily withdrawal counts reset at its local midnight. */
export const startOfMerchantDay = (timeZone: string, now = new Date()) =>
  periodOf('day', now, timeZone).start;
