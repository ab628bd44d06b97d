import { type ContactChannel, emailAddressSchema, type FieldRule, type MemberInfo } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { LocalMessage } from '../../shared/api/client.ts';
import { useStatus } from '../../shared/api/use-system.ts';
import { CodeButton } from '../../shared/ui/code-button.tsx';
import { Field } from '../../shared/ui/field.tsx';
import { sendContactCodeCall, setContactCall } from './api/contact-calls.ts';
import { resendSeconds } from './held-factor-fieldset.tsx';
import { OwnerProofForm } from './owner-proof-form.tsx';
import { checkPhoneNumber } from './phone-number.ts';

/** The text key of what is wrong with a new mobile or email, checked before a code is sent. */
const problemOf = (channel: ContactChannel, value: string, mobileRule: FieldRule | undefined) => {
  if (channel === 'sms') return checkPhoneNumber(value, mobileRule);
  if (!value.trim()) return 'mc.contact.missingEmail' as const;
  return emailAddressSchema.safeParse(value).success ? null : ('mc.contact.invalidEmail' as const);
};

/**
 * Binds a mobile or email, or replaces the bound one (docs/contact-change.md): a code to the new one
 * proves the player holds it, then the proofs of every change of factor. A replacement pauses
 * withdrawals, which the form says first.
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
  const mobileRule = useStatus().data?.info.register?.mobileNum;
  const replacing = (channel === 'sms' ? info.mobileNum : info.email) !== null;
  const kind = channel === 'sms' ? 'Mobile' : 'Email';
  const target = (value: string) => {
    const destination = value.trim();
    const problem = problemOf(channel, destination, mobileRule);
    if (problem) throw new LocalMessage(problem);
    return channel === 'sms'
      ? { channel: 'sms' as const, destination }
      : { channel: 'email' as const, destination };
  };
  return (
    <OwnerProofForm
      info={info}
      testId={`contact-form-${channel}`}
      title={t(`mc.contact.${replacing ? 'change' : 'bind'}${kind}Title`)}
      hint={t(replacing ? 'mc.contact.changeHint' : 'mc.contact.bindHint')}
      submitLabel={t('cashier.save')}
      onClose={onClose}
      submit={(values, proof) =>
        setContactCall({ ...target(values.destination), code: values.code.trim(), ...proof })
      }
      fields={({ register, formState, getValues }, setError) => (
        <>
          <Field
            label={t(`mc.contact.new${kind}`)}
            type={channel === 'sms' ? 'tel' : 'email'}
            autoComplete={channel === 'sms' ? 'tel' : 'email'}
            maxLength={channel === 'sms' ? 16 : 128}
            error={formState.errors.destination?.message}
            {...register('destination', {
              validate: (value) => {
                const problem = problemOf(channel, value, mobileRule);
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
                  return sendContactCodeCall(target(getValues('destination')));
                }}
                onError={setError}
              />
            }
          />
        </>
      )}
    />
  );
};
