import type { MemberInfo } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Field } from '../../shared/ui/field.tsx';
import { ErrorState, Spinner } from '../../shared/ui/page-state.tsx';
import { useNewAuthenticator } from '../../shared/ui/use-new-authenticator.ts';
import {
  confirmAuthenticatorCall,
  removeAuthenticatorCall,
  startAuthenticatorCall,
} from './api/authenticator-calls.ts';
import own from './authenticator-form.module.css';
import { OwnerProofForm } from './owner-proof-form.tsx';

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
  const { secret, failure, retry } = useNewAuthenticator(startAuthenticatorCall, 168);
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
