import type { MemberInfo } from '@croupier/contract';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Field } from '../../shared/ui/field.tsx';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import {
  confirmAuthenticatorCall,
  removeAuthenticatorCall,
  startAuthenticatorCall,
} from './api/authenticator-calls.ts';
import own from './authenticator-form.module.css';
import { OwnerProofForm } from './owner-proof-form.tsx';

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
    <OwnerProofForm
      info={info}
      testId="authenticator-form"
      onClose={onClose}
      title={t('mc.authenticator.setUpTitle')}
      hint={t('mc.authenticator.setUpLead')}
      submitLabel={t('mc.authenticator.turnOn')}
      submit={(values, proof) => confirmAuthenticatorCall({ code: values.code.trim(), ...proof })}
      before={
        <>
          <img className={own.qr} src={secret.qr} alt={t('mc.authenticator.qr')} width={168} height={168} />
          <p className={own.key}>
            {t('mc.authenticator.key')}
            {t('common.colon')}
            <code data-testid="authenticator-key">{secret.secret}</code>
          </p>
        </>
      }
      fields={({ register, formState }) => (
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
      )}
    />
  );
};

const RemoveForm = ({ info, onClose }: { info: MemberInfo; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <OwnerProofForm
      info={info}
      testId="authenticator-form"
      onClose={onClose}
      title={t('mc.authenticator.removeTitle')}
      hint={t('mc.authenticator.removeHint')}
      submitLabel={t('mc.authenticator.remove')}
      submit={(_values, proof) => removeAuthenticatorCall(proof)}
    />
  );
};
