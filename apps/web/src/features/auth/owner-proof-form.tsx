import type { MemberInfo, PaymentPasswordFactor } from '@croupier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FormError } from '../../shared/ui/field.tsx';
import { placeRefusal } from '../../shared/ui/place-refusal.ts';
import { sendFactorCodeCall } from './api/contact-calls.ts';
import { HeldFactorFieldset } from './held-factor-fieldset.tsx';
import styles from './real-name-form.module.css';

/** The fields of a change of second factor: what the change needs, then the owner's proofs. */
export interface ProofValues {
  /** a new mobile or email */
  destination: string;
  /** the new mobile's or email's code, or the new authenticator's first code */
  code: string;
  loginPassword: string;
  factor: PaymentPasswordFactor;
  factorCode: string;
}

export interface OwnerProof {
  loginPassword: string;
  factor?: PaymentPasswordFactor;
  factorCode?: string;
}

/** The second factors an account holds, as the server counts them. */
export const heldFactorsOf = (info: MemberInfo): PaymentPasswordFactor[] => [
  ...(info.mobileNum ? (['SMS'] as const) : []),
  ...(info.email ? (['EMAIL'] as const) : []),
  ...(info.hasAuthenticator ? (['TOTP'] as const) : []),
];

/**
 * A change of second factor in My account (docs/contact-change.md, docs/player-authenticator.md):
 * the change's own fields, then the proofs every such change asks for — the login password, and a
 * code from a factor the player holds when they hold one. Done, the account is read again and the
 * form closes; refused, the server's reason shows above the fields.
 */
export const OwnerProofForm = ({
  info,
  testId,
  title,
  hint,
  submitLabel,
  before,
  fields,
  submit,
  onClose,
}: {
  info: MemberInfo;
  testId: string;
  title: string;
  hint: string;
  submitLabel: string;
  /** shown under the hint, above the fields (a QR code to scan) */
  before?: ReactNode;
  /** the change's own fields, on the form's state */
  fields?: (form: UseFormReturn<ProofValues>, setError: (message: string | null) => void) => ReactNode;
  submit: (values: ProofValues, proof: OwnerProof) => Promise<unknown>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const factors = heldFactorsOf(info);
  const form = useForm<ProofValues>({
    defaultValues: { destination: '', code: '', loginPassword: '', factor: factors[0], factorCode: '' },
  });
  const { register, handleSubmit, formState, watch } = form;
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
      // two codes: the refusal stands under the one that was wrong
      placeRefusal(t, failure, formRef.current, form.setError, setError);
    }
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className={styles.form} data-testid={testId}>
      <h4>{title}</h4>
      <p className={styles.hint}>{hint}</p>
      {before}
      <FormError message={error} />
      {fields?.(form, setError)}
      <Field
        label={t('cashier.loginPassword')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.loginPassword?.message}
        {...register('loginPassword', { required: t('cashier.required') })}
      />
      {factors.length > 0 ? (
        <HeldFactorFieldset
          testId={`${testId}-factor`}
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
