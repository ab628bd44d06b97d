import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { useModals } from '../../shared/ui/modal-store.ts';
import { showWithBrand } from '../backoffice/money-test-support.tsx';
import { BindCardForm } from './bind-card-form.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  useModals.setState({ open: null, mcPage: 'withdraw' });
});

describe('binding a bank account where it must be in the real name', () => {
  it('sends a player without a recorded name to My account first', () => {
    showWithBrand(<BindCardForm onDone={() => {}} realNameRule={{ realName: null }} />, '/');
    expect(screen.getByText(i18n.t('cashier.realNameFirst'))).toBeInTheDocument();
    expect(screen.queryByLabelText(i18n.t('cashier.accountName'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('cashier.goToMyAccount') }));
    expect(useModals.getState()).toMatchObject({ open: 'memberCentre', mcPage: 'securityCenter' });
  });

  it('says whose name the account must be in, in the chosen language', async () => {
    await loadCatalogue('VI');
    await i18n.changeLanguage('VI');
    showWithBrand(<BindCardForm onDone={() => {}} realNameRule={{ realName: 'S** D***' }} />, '/');
    expect(screen.getByText(i18n.t('cashier.inRealName', { name: 'S** D***' }))).toBeInTheDocument();
    expect(screen.getByLabelText(i18n.t('cashier.accountName'))).toBeInTheDocument();
  });

  it('asks nothing of the name where the merchant does not', () => {
    showWithBrand(<BindCardForm onDone={() => {}} />, '/');
    expect(screen.queryByText(/real name/)).toBeNull();
    expect(screen.getByLabelText(i18n.t('cashier.accountName'))).toBeInTheDocument();
  });
});
