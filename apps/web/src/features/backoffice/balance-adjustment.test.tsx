import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { useAdminSession } from './admin-session-store.ts';
import { findMemberCall } from './backoffice-calls.ts';
import { BalanceAdjustment } from './balance-adjustment.tsx';
import { showWithBrand } from './money-test-support.tsx';

vi.mock('./backoffice-calls.ts', () => ({ findMemberCall: vi.fn(), adjustBalanceCall: vi.fn() }));
const find = vi.mocked(findMemberCall);

const show = () => showWithBrand(<BalanceAdjustment />);

beforeEach(async () => {
  await i18n.changeLanguage('CN');
  useAdminSession.getState().signIn({ token: 't', username: 'owner01', role: 'owner' });
});

afterAll(() => i18n.changeLanguage('EN'));

describe('the balance adjustment', () => {
  it.each([
    [0, 'member'],
    [4, 'trial'],
    [41, 'agent'],
  ] as const)('names a found account of type %i by its kind, not its number', async (type, kind) => {
    find.mockResolvedValue({ memberId: 3, username: 'demo01', type, balance: '10.00' } as never);
    show();
    fireEvent.change(screen.getByLabelText(i18n.t('backoffice.findMember')), { target: { value: 'demo01' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('backoffice.find') }));
    expect(await screen.findByText(i18n.t(`backoffice.memberType.${kind}`))).toBeInTheDocument();
  });
});
