import type { CatalogueLanguage, LanguageCode } from '@croupier/contract';
import type { HoldReason } from './withdrawal-hold.ts';

interface Values {
  brand: string;
  reason: HoldReason;
  until: Date;
  hours: number;
}

interface Notice {
  /** what changed, one sentence per hold reason */
  what: Record<HoldReason, string>;
  /** the whole message; `until` is null when withdrawals are not paused */
  text: (values: { brand: string; change: string; until: string | null }) => string;
}

/** Every shipped language has its own notice: the compiler refuses a language left out. */
const notices: Record<CatalogueLanguage, Notice> = {
  EN: {
    what: {
      password_reset: 'Your login password was reset',
      payment_password_changed: 'Your payment password was changed',
      bank_card_added: 'A new bank account was added',
      mobile_changed: 'The mobile number of your account was changed',
      email_changed: 'The email address of your account was changed',
      authenticator_removed: 'The authenticator app of your account was removed',
    },
    text: ({ brand, change, until }) =>
      until
        ? `[${brand}] ${change}. For your safety, withdrawals are paused until ${until}. If this was not you, contact support now.`
        : `[${brand}] ${change}. If this was not you, contact support now.`,
  },
  CN: {
    what: {
      password_reset: '您的登录密码已被重置',
      payment_password_changed: '您的资金密码已被修改',
      bank_card_added: '您的账户新绑定了一张银行卡',
      mobile_changed: '您账户绑定的手机号码已被更换',
      email_changed: '您账户绑定的电子邮箱已被更换',
      authenticator_removed: '您账户的身份验证器已被移除',
    },
    text: ({ brand, change, until }) =>
      until
        ? `【${brand}】${change}。为保障资金安全，取款将暂停至 ${until}。如非本人操作，请立即联系客服。`
        : `【${brand}】${change}。如非本人操作，请立即联系客服。`,
  },
  KM: {
    what: {
      password_reset: 'ពាក្យសម្ងាត់ចូលរបស់អ្នកត្រូវបានកំណត់ឡើងវិញ',
      payment_password_changed: 'ពាក្យសម្ងាត់ទូទាត់របស់អ្នកត្រូវបានផ្លាស់ប្ដូរ',
      bank_card_added: 'គណនីធនាគារថ្មីមួយត្រូវបានបន្ថែម',
      mobile_changed: 'លេខទូរស័ព្ទនៃគណនីរបស់អ្នកត្រូវបានផ្លាស់ប្ដូរ',
      email_changed: 'អ៊ីមែលនៃគណនីរបស់អ្នកត្រូវបានផ្លាស់ប្ដូរ',
      authenticator_removed: 'កម្មវិធីផ្ទៀងផ្ទាត់នៃគណនីរបស់អ្នកត្រូវបានដកចេញ',
    },
    text: ({ brand, change, until }) =>
      until
        ? `[${brand}] ${change}។ ដើម្បីសុវត្ថិភាព ការដកប្រាក់ត្រូវបានផ្អាករហូតដល់ ${until}។ ប្រសិនបើមិនមែនជាអ្នកទេ សូមទាក់ទងផ្នែកបម្រើអតិថិជនភ្លាមៗ។`
        : `[${brand}] ${change}។ ប្រសិនបើមិនមែនជាអ្នកទេ សូមទាក់ទងផ្នែកបម្រើអតិថិជនភ្លាមៗ។`,
  },
  TH: {
    what: {
      password_reset: 'รหัสผ่านเข้าสู่ระบบของคุณถูกรีเซ็ตแล้ว',
      payment_password_changed: 'รหัสผ่านการชำระเงินของคุณถูกเปลี่ยนแล้ว',
      bank_card_added: 'มีการเพิ่มบัญชีธนาคารใหม่ในบัญชีของคุณ',
      mobile_changed: 'หมายเลขโทรศัพท์มือถือของบัญชีคุณถูกเปลี่ยนแล้ว',
      email_changed: 'อีเมลของบัญชีคุณถูกเปลี่ยนแล้ว',
      authenticator_removed: 'แอปยืนยันตัวตนของบัญชีคุณถูกนำออกแล้ว',
    },
    text: ({ brand, change, until }) =>
      until
        ? `[${brand}] ${change} เพื่อความปลอดภัยของคุณ การถอนเงินจะถูกระงับไว้จนถึง ${until} หากคุณไม่ได้ดำเนินการนี้ โปรดติดต่อฝ่ายบริการลูกค้าทันที`
        : `[${brand}] ${change} หากคุณไม่ได้ดำเนินการนี้ โปรดติดต่อฝ่ายบริการลูกค้าทันที`,
  },
  VI: {
    what: {
      password_reset: 'Mật khẩu đăng nhập của bạn đã được đặt lại',
      payment_password_changed: 'Mật khẩu thanh toán của bạn đã được thay đổi',
      bank_card_added: 'Một tài khoản ngân hàng mới đã được thêm vào tài khoản của bạn',
      mobile_changed: 'Số điện thoại của tài khoản bạn đã được thay đổi',
      email_changed: 'Địa chỉ email của tài khoản bạn đã được thay đổi',
      authenticator_removed: 'Ứng dụng xác thực của tài khoản bạn đã bị gỡ bỏ',
    },
    text: ({ brand, change, until }) =>
      until
        ? `[${brand}] ${change}. Để bảo đảm an toàn, việc rút tiền được tạm dừng đến ${until}. Nếu không phải bạn thực hiện, hãy liên hệ bộ phận chăm sóc khách hàng ngay.`
        : `[${brand}] ${change}. Nếu không phải bạn thực hiện, hãy liên hệ bộ phận chăm sóc khách hàng ngay.`,
  },
};

/** UTC, written out the same in every language: the message may be read anywhere. */
const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The SMS or email sent after a security change, in the player's language (English otherwise). */
export const securityNoticeText = (language: LanguageCode, { brand, reason, until, hours }: Values) => {
  const written: Partial<Record<LanguageCode, Notice>> = notices;
  const notice = written[language] ?? notices.EN;
  return notice.text({ brand, change: notice.what[reason], until: hours > 0 ? utc(until) : null });
};
