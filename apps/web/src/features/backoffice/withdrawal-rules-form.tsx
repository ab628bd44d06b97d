import type { getCashierSettings } from '@croupier/contract';
import { positiveMoneyString, type RouteValue } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Field } from '../../shared/ui/field.tsx';
import { FormMessage, type FormMessageValue } from '../../shared/ui/form-message.tsx';
import styles from './back-office.module.css';
import { saveCashierSettingsCall } from './backoffice-calls.ts';

type Rules = RouteValue<typeof getCashierSettings>;
type Values = Omit<
  Rules,
  | 'withdrawDailyCount'
  | 'autoReceiptMinutes'
  | 'maxBankCards'
  | 'withdrawCoolingOffHours'
  | 'withdrawTurnoverPercent'
> & {
  withdrawDailyCount: string;
  autoReceiptMinutes: string;
  maxBankCards: string;
  withdrawCoolingOffHours: string;
  withdrawTurnoverPercent: string;
};

const whole = (min: number, max: number) => (value: string) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max;
};

/**
 * The merchant's withdrawal rules: limits, daily count, auto-receipt minutes, one or many in flight,
 * the cooling-off hours, the play owed before a withdrawal, and whether bank accounts must be in
 * the player's real name.
 */
export const WithdrawalRulesForm = ({ rules, canEdit }: { rules: Rules; canEdit: boolean }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<FormMessageValue>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: {
      ...rules,
      withdrawDailyCount: String(rules.withdrawDailyCount),
      autoReceiptMinutes: String(rules.autoReceiptMinutes),
      maxBankCards: String(rules.maxBankCards),
      withdrawCoolingOffHours: String(rules.withdrawCoolingOffHours),
      withdrawTurnoverPercent: String(rules.withdrawTurnoverPercent),
    },
  });
  const money = {
    validate: (value: string) =>
      positiveMoneyString.safeParse(value.trim()).success || t('wallet.amountInvalid'),
  };
  const range = (min: number, max: number) => ({
    validate: (value: string) => whole(min, max)(value) || t('backoffice.wholeRange', { min, max }),
  });
  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      await saveCashierSettingsCall({
        withdrawMin: values.withdrawMin.trim(),
        withdrawMax: values.withdrawMax.trim(),
        withdrawDailyCount: Number(values.withdrawDailyCount),
        autoReceiptMinutes: Number(values.autoReceiptMinutes),
        multipleWithdrawals: values.multipleWithdrawals,
        maxBankCards: Number(values.maxBankCards),
        withdrawCoolingOffHours: Number(values.withdrawCoolingOffHours),
        withdrawTurnoverPercent: Number(values.withdrawTurnoverPercent),
        cardsInRealName: values.cardsInRealName,
      });
      setMessage({ error: false, text: t('backoffice.saved') });
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'settings'] });
    } catch (failure) {
      setMessage({ error: true, text: errorText(t, failure) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className={styles.settingsForm} data-testid="bo-rules">
      <h3>{t('backoffice.withdrawalRules')}</h3>
      <div className={styles.grid}>
        <Field
          label={t('backoffice.withdrawMin')}
          inputMode="decimal"
          error={formState.errors.withdrawMin?.message}
          {...register('withdrawMin', money)}
        />
        <Field
          label={t('backoffice.withdrawMax')}
          inputMode="decimal"
          error={formState.errors.withdrawMax?.message}
          {...register('withdrawMax', money)}
        />
        <Field
          label={t('backoffice.dailyCount')}
          inputMode="numeric"
          error={formState.errors.withdrawDailyCount?.message}
          {...register('withdrawDailyCount', range(1, 100))}
        />
        <Field
          label={t('backoffice.autoReceiptMinutes')}
          inputMode="numeric"
          error={formState.errors.autoReceiptMinutes?.message}
          {...register('autoReceiptMinutes', range(5, 10_080))}
        />
        <Field
          label={t('backoffice.maxBankCards')}
          inputMode="numeric"
          error={formState.errors.maxBankCards?.message}
          {...register('maxBankCards', range(1, 10))}
        />
        <Field
          label={t('backoffice.coolingOffHours')}
          inputMode="numeric"
          error={formState.errors.withdrawCoolingOffHours?.message}
          {...register('withdrawCoolingOffHours', range(0, 720))}
        />
        <Field
          label={t('backoffice.turnoverPercent')}
          inputMode="numeric"
          error={formState.errors.withdrawTurnoverPercent?.message}
          {...register('withdrawTurnoverPercent', range(0, 5000))}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('multipleWithdrawals')} />
        {t('backoffice.multipleWithdrawals')}
      </label>
      <label className={styles.check}>
        <input type="checkbox" {...register('cardsInRealName')} />
        {t('backoffice.cardsInRealName')}
      </label>
      <FormMessage message={message} />
      <button type="submit" className="button" disabled={!canEdit || formState.isSubmitting}>
        {t('backoffice.save')}
      </button>
    </form>
  );
};
