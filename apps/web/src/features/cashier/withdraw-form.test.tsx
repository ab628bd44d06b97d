import type { getWithdrawSettings, RouteValue } from '@croupier/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { showWithBrand } from '../backoffice/money-test-support.tsx';
import { type PlayRequirement, PlayRequirementNotice, playOwed } from './play-requirement-notice.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

const settings: RouteValue<typeof getWithdrawSettings> = {
  currency: 'CNY',
  min: '100.00',
  max: '50000.00',
  dailyCount: 5,
  usedToday: 0,
  autoReceiptMinutes: 30,
  multipleWithdrawals: false,
  maxBankCards: 3,
  inFlight: 0,
  hasPaymentPassword: true,
  withdrawalHold: null,
  playRequirement: null,
  cardsInRealName: false,
  realName: null,
  paymentPasswordFactors: [],
  withdrawable: '500.00',
  cards: [{ id: 1, bankName: 'ABA Bank', accountName: 'Li Wei', maskedNumber: '****7890' }],
};
const owed: PlayRequirement = {
  percent: 100,
  since: '2026-12-01T04:00:00.000Z',
  deposits: '300.00',
  required: '300.00',
  played: '120.50',
  remaining: '179.50',
};
const submit = () => screen.getByRole('button', { name: i18n.t('cashier.submitWithdraw') });

beforeEach(async () => {
  await i18n.changeLanguage('EN');
});

describe('the play owed before a withdrawal', () => {
  it('shows what was played of what is required, and waits while some is owed', () => {
    showWithBrand(
      <WithdrawForm settings={{ ...settings, playRequirement: owed }} onAddCard={() => {}} />,
      '/',
    );
    expect(screen.getByText(i18n.t('cashier.playRequired'))).toBeInTheDocument();
    expect(screen.getByTestId('play-progress')).toHaveTextContent('¥120.50 of ¥300.00');
    expect(submit()).toBeDisabled();
  });

  it('lets the request through once it is played, and shows nothing of it when the merchant asks none', () => {
    const met = { ...owed, played: '300.00', remaining: '0.00' };
    const { unmount } = showWithBrand(
      <WithdrawForm settings={{ ...settings, playRequirement: met }} onAddCard={() => {}} />,
      '/',
    );
    expect(screen.getByTestId('play-progress')).toHaveTextContent('¥300.00 of ¥300.00');
    expect(submit()).toBeEnabled();
    unmount();
    showWithBrand(<WithdrawForm settings={settings} onAddCard={() => {}} />, '/');
    expect(screen.queryByTestId('play-progress')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('says how much more to play, of which share of the deposits, in the chosen language', async () => {
    expect(playOwed(owed)).toBe(true);
    expect(playOwed({ ...owed, remaining: '0.00' })).toBe(false);
    expect(playOwed(null)).toBe(false);
    expect(playOwed({ ...owed, remaining: '0.01' })).toBe(true);
    const { unmount } = showWithBrand(<PlayRequirementNotice requirement={owed} />, '/');
    const notice = screen.getByTestId('play-requirement');
    expect(notice).toHaveTextContent('Bet ¥179.50 more before you withdraw: 100% of the deposits');
    expect(notice).toHaveTextContent('(¥120.50 of ¥300.00 so far)');
    unmount();
    await loadCatalogue('CN');
    await i18n.changeLanguage('CN');
    showWithBrand(<PlayRequirementNotice requirement={owed} />, '/');
    expect(screen.getByTestId('play-requirement')).toHaveTextContent(
      '还需有效投注 ¥179.50 才能提款：自 2026/12/1 04:00 起的存款需先完成 100% 的流水',
    );
  });
});
