import type { MemberInfo, PaymentPasswordFactor } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import {
  confirmAuthenticatorCall,
  removeAuthenticatorCall,
  startAuthenticatorCall,
} from './api/authenticator-calls.ts';
import { sendFactorCodeCall } from './api/contact-calls.ts';
import own from './authenticator-form.module.css';
import { heldFactorsOf } from './contact-form.tsx';
import { HeldFactorFieldset } from './held-factor-fieldset.tsx';
import styles from './real-name-form.module.css';

interface Values {
  code: string;
  loginPassword: string;
  factor: PaymentPasswordFactor;
  factorCode: string;
}

interface NewSecret {
  secret: string;
  qr: string;
}

/** Starts a new secret once per opening and draws its QR code; a failure offers to try again. */
const useNewSecret = () => {
  const [secret, setSecret] = useState<NewSecret | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one secret per opening; `attempt` asks again after a failure
  useEffect(() => {
    let live = true;
    setFailure(null);
    startAuthenticatorCall()
      .then(async (value) => {
        const qr = await QRCode.toDataURL(value.otpauthUri, { width: 168, margin: 1 });
        if (live) setSecret({ secret: value.secret, qr });
      })
      .catch((error: unknown) => {
        if (live) setFailure(error);
      });
    return () => {
      live = false;
    };
  }, [attempt]);
  return { secret, failure, retry: () => setAttempt((value) => value + 1) };
};

/**
 * Sets up an authenticator app (docs/player-authenticator.md): scan the new secret, enter its first
 * code, and prove it is the owner (login password, and a code from a factor held); or, when one is
 * on, removes it with the same proofs, the app itself counting as a factor. A removal pauses
 * withdrawals, which the form says first.
 */
export const AuthenticatorForm = ({ info, onClose }: { info: MemberInfo; onClose: () => void }) => {
  const removing = info.hasAuthenticator;
  return removing ? (
    <RemoveForm info={info} onClose={onClose} />
  ) : (
    <SetupForm info={info} onClose={onClose} />
  );
};

const SetupForm = ({ info, onClose }: { info: MemberInfo; onClose: () => void }) => {
  const { t } = useTranslation();
  const { secret, failure, retry } = useNewSecret();
  if (failure) return <ErrorState message={errorText(t, failure)} onRetry={retry} />;
  if (!secret) return <Spinner />;
  return (
    <ProofForm
      info={info}
      onClose={onClose}
      title={t('mc.authenticator.setUpTitle')}
      hint={t('mc.authenticator.setUpLead')}
      submitLabel={t('mc.authenticator.turnOn')}
      withCode
      submit={(values, proof) => confirmAuthenticatorCall({ code: values.code.trim(), ...proof })}
    >
      <img className={own.qr} src={secret.qr} alt={t('mc.authenticator.qr')} width={168} height={168} />
      <p className={own.key}>
        {t('mc.authenticator.key')}
        {t('common.colon')}
        <code data-testid="authenticator-key">{secret.secret}</code>
      </p>
    </ProofForm>
  );
};

const RemoveForm = ({ info, onClose }: { info: MemberInfo; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <ProofForm
      info={info}
      onClose={onClose}
      title={t('mc.authenticator.removeTitle')}
      hint={t('mc.authenticator.removeHint')}
      submitLabel={t('mc.authenticator.remove')}
      submit={(_values, proof) => removeAuthenticatorCall(proof)}
    />
  );
};

/** The login password and a held factor's code, plus the new app's first code when setting one up. */
const ProofForm = ({
  info,
  onClose,
  title,
  hint,
  submitLabel,
  withCode = false,
  submit,
  children,
}: {
  info: MemberInfo;
  onClose: () => void;
  title: string;
  hint: string;
  submitLabel: string;
  withCode?: boolean;
  submit: (
    values: Values,
    proof: { loginPassword: string; factor?: PaymentPasswordFactor; factorCode?: string },
  ) => Promise<unknown>;
  children?: React.ReactNode;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const factors = heldFactorsOf(info);
  const { register, handleSubmit, formState, watch } = useForm<Values>({
    defaultValues: { code: '', loginPassword: '', factor: factors[0], factorCode: '' },
  });
  const factor = watch('factor');
  // the form opens under the account's cards: on a phone that is below the fold, so it is brought up
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await submit(values, {
        loginPassword: values.loginPassword,
        ...(factors.length > 0 ? { factor: values.factor, factorCode: values.factorCode.trim() } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
      onClose();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  });
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      data-testid="authenticator-form"
    >
      <h4>{title}</h4>
      <p className={styles.hint}>{hint}</p>
      {children}
      <FormError message={error} />
      {withCode ? (
        <Field
          label={t('mc.authenticator.firstCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={formState.errors.code?.message}
          {...register('code', {
            validate: (value) => /^\d{6}$/.test(value.trim()) || t('mc.authenticator.sixDigits'),
          })}
        />
      ) : null}
      <Field
        label={t('cashier.loginPassword')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.loginPassword?.message}
        {...register('loginPassword', { required: t('cashier.required') })}
      />
      {factors.length > 0 ? (
        <HeldFactorFieldset
          testId="authenticator-factor"
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
          {submitLabel}
        </button>
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
};
