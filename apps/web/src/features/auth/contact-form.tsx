import {
  type ContactChannel,
  emailAddressSchema,
  type MemberInfo,
  type PaymentPasswordFactor,
} from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalMessage } from '../../shared/api/client.ts';
import { errorText } from '../../shared/api/error-text.ts';
import { CodeButton } from '../../shared/ui/code-button.tsx';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { sendContactCodeCall, sendFactorCodeCall, setContactCall } from './api/contact-calls.ts';
import { HeldFactorFieldset, resendSeconds } from './held-factor-fieldset.tsx';
import { checkPhoneNumber } from './phone-number.ts';
import styles from './real-name-form.module.css';

interface Values {
  destination: string;
  code: string;
  loginPassword: string;
  factor: PaymentPasswordFactor;
  factorCode: string;
}

/** The second factors an account holds, as the server counts them. */
export const heldFactorsOf = (info: MemberInfo): PaymentPasswordFactor[] => [
  ...(info.mobileNum ? (['SMS'] as const) : []),
  ...(info.email ? (['EMAIL'] as const) : []),
  ...(info.hasAuthenticator ? (['TOTP'] as const) : []),
];

/** The text key of what is wrong with a new mobile or email, checked before a code is sent. */
const problemOf = (channel: ContactChannel, value: string) => {
  if (channel === 'sms') return checkPhoneNumber(value);
  if (!value.trim()) return 'mc.contact.missingEmail' as const;
  return emailAddressSchema.safeParse(value).success ? null : ('mc.contact.invalidEmail' as const);
};

/**
 * Binds a mobile or email, or replaces the bound one (docs/contact-change.md): a code to the new one
 * proves the player holds it, the login password that the owner is at the keyboard, and a code from
 * a factor held that it is the owner. A replacement pauses withdrawals, which the form says first.
 */
export const ContactForm = ({
  channel,
  info,
  onClose,
}: {
  channel: ContactChannel;
  info: MemberInfo;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const factors = heldFactorsOf(info);
  const replacing = (channel === 'sms' ? info.mobileNum : info.email) !== null;
  const { register, handleSubmit, formState, getValues, watch, setFocus } = useForm<Values>({
    defaultValues: { destination: '', code: '', loginPassword: '', factor: factors[0], factorCode: '' },
  });
  // the form opens under the account's cards: on a phone that is below the fold, so it is brought up
  useEffect(() => {
    setFocus('destination');
  }, [setFocus]);
  const factor = watch('factor');
  const target = () => {
    const destination = getValues('destination').trim();
    const problem = problemOf(channel, destination);
    if (problem) throw new LocalMessage(problem);
    return channel === 'sms'
      ? { channel: 'sms' as const, destination }
      : { channel: 'email' as const, destination };
  };
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await setContactCall({
        ...target(),
        code: values.code.trim(),
        loginPassword: values.loginPassword,
        ...(factors.length > 0 ? { factor: values.factor, factorCode: values.factorCode } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
      onClose();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  });
  const kind = channel === 'sms' ? 'Mobile' : 'Email';
  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid={`contact-form-${channel}`}>
      <h4>{t(`mc.contact.${replacing ? 'change' : 'bind'}${kind}Title`)}</h4>
      <p className={styles.hint}>{t(replacing ? 'mc.contact.changeHint' : 'mc.contact.bindHint')}</p>
      <FormError message={error} />
      <Field
        label={t(`mc.contact.new${kind}`)}
        type={channel === 'sms' ? 'tel' : 'email'}
        autoComplete={channel === 'sms' ? 'tel' : 'email'}
        maxLength={channel === 'sms' ? 16 : 128}
        error={formState.errors.destination?.message}
        {...register('destination', {
          validate: (value) => {
            const problem = problemOf(channel, value);
            return problem ? t(problem) : true;
          },
        })}
      />
      <Field
        label={t('cashier.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        error={formState.errors.code?.message}
        {...register('code', { required: t('cashier.required') })}
        addon={
          <CodeButton
            seconds={resendSeconds}
            send={() => {
              setError(null);
              return sendContactCodeCall(target());
            }}
            onError={setError}
          />
        }
      />
      <Field
        label={t('cashier.loginPassword')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.loginPassword?.message}
        {...register('loginPassword', { required: t('cashier.required') })}
      />
      {factors.length > 0 ? (
        <HeldFactorFieldset
          testId="contact-factor"
          factors={factors}
          factor={factor}
          factorField={register('factor')}
          codeField={register('factorCode', { required: t('cashier.required') })}
          codeError={formState.errors.factorCode?.message}
          sendCode={(method) => sendFactorCodeCall(method, 'factor_change')}
          onError={setError}
        />
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {t('cashier.save')}
        </button>
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
};
