import type { LanguageCode } from '@croupier/contract';
import type { HoldReason } from './withdrawal-hold.ts';

interface Values {
  brand: string;
  reason: HoldReason;
  until: Date;
  hours: number;
}

const what: Record<'EN' | 'CN' | 'KM', Record<HoldReason, string>> = {
  EN: {
    password_reset: 'Your login password was reset',
    payment_password_changed: 'Your payment password was changed',
    bank_card_added: 'A new bank account was added',
  },
  CN: {
    password_reset: '您的登录密码已被重置',
    payment_password_changed: '您的支付密码已被修改',
    bank_card_added: '您的账户新绑定了一张银行卡',
  },
  KM: {
    password_reset: 'ពាក្យសម្ងាត់ចូលរបស់អ្នកត្រូវបានកំណត់ឡើងវិញ',
    payment_password_changed: 'ពាក្យសម្ងាត់ទូទាត់របស់អ្នកត្រូវបានផ្លាស់ប្ដូរ',
    bank_card_added: 'គណនីធនាគារថ្មីមួយត្រូវបានបន្ថែម',
  },
};

/** UTC, written out the same in every language: the message may be read anywhere. */
const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The SMS or email sent after a security change, in the player's language (English otherwise). */
export const securityNoticeText = (language: LanguageCode, { brand, reason, until, hours }: Values) => {
  const lang = language === 'CN' || language === 'KM' ? language : 'EN';
  const change = what[lang][reason];
  if (lang === 'CN') {
    return hours > 0
      ? `【${brand}】${change}。为保障资金安全，提现将暂停至 ${utc(until)}。如非本人操作，请立即联系客服。`
      : `【${brand}】${change}。如非本人操作，请立即联系客服。`;
  }
  if (lang === 'KM') {
    return hours > 0
      ? `[${brand}] ${change}។ ដើម្បីសុវត្ថិភាព ការដកប្រាក់ត្រូវបានផ្អាករហូតដល់ ${utc(until)}។ ប្រសិនបើមិនមែនជាអ្នកទេ សូមទាក់ទងផ្នែកបម្រើអតិថិជនភ្លាមៗ។`
      : `[${brand}] ${change}។ ប្រសិនបើមិនមែនជាអ្នកទេ សូមទាក់ទងផ្នែកបម្រើអតិថិជនភ្លាមៗ។`;
  }
  return hours > 0
    ? `[${brand}] ${change}. For your safety, withdrawals are paused until ${utc(until)}. If this was not you, contact support now.`
    : `[${brand}] ${change}. If this was not you, contact support now.`;
};
