import { describe, expect, it } from 'vitest';
import { tabsOf } from './back-office-page.tsx';

describe("the back office's tabs", () => {
  it('shows each role only what its permissions open, in the same order', () => {
    expect(tabsOf({ role: 'owner' })).toEqual([
      'withdrawals',
      'deposits',
      'paidAfterCancel',
      'adjustment',
      'adjustmentApprovals',
      'members',
      'reports',
      'settings',
      'siteSettings',
      'vendorTransfers',
      'games',
      'content',
      'registration',
      'operators',
      'audit',
      'account',
    ]);
    expect(tabsOf({ role: 'cashier' })).toEqual([
      'withdrawals',
      'deposits',
      'paidAfterCancel',
      'adjustment',
      'adjustmentApprovals',
      'members',
      'reports',
      'settings',
      'vendorTransfers',
      'games',
      'content',
      'audit',
      'account',
    ]);
    expect(tabsOf({ role: 'support' })).toEqual([
      'withdrawals',
      'deposits',
      'paidAfterCancel',
      'members',
      'settings',
      'vendorTransfers',
      'games',
      'content',
      'audit',
      'account',
    ]);
  });

  it('gives a role the server does not know nothing', () => {
    expect(tabsOf({ role: 'auditor' as never })).toEqual([]);
  });

  it('opens only My account while the password is one an owner gave', () => {
    expect(tabsOf({ role: 'owner', passwordChangeDue: true })).toEqual(['account']);
    expect(tabsOf({ role: 'support', passwordChangeDue: false })).toHaveLength(10);
  });
});
