import type { CatalogueLanguage, LanguageCode } from '@croupier/contract';

type Template = (values: { brand: string; code: string; minutes: number; link?: string }) => string;

/** Every shipped language has its own text: the compiler refuses a language left out. */
const templates: Record<'code' | 'reset' | 'registered', Record<CatalogueLanguage, Template>> = {
  code: {
    EN: ({ brand, code, minutes }) =>
      `[${brand}] Your verification code is ${code}. It expires in ${minutes} minutes.`,
    CN: ({ brand, code, minutes }) => `【${brand}】您的验证码是 ${code}，${minutes} 分钟内有效。`,
    KM: ({ brand, code, minutes }) =>
      `[${brand}] លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ ${code}។ វានឹងផុតកំណត់ក្នុងរយៈពេល ${minutes} នាទី។`,
    TH: ({ brand, code, minutes }) => `[${brand}] รหัสยืนยันของคุณคือ ${code} รหัสนี้จะหมดอายุภายใน ${minutes} นาที`,
    VI: ({ brand, code, minutes }) =>
      `[${brand}] Mã xác minh của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút.`,
  },
  registered: {
    EN: ({ brand }) =>
      `[${brand}] This number already has an account. Log in, or reset your password if you forgot it. Not you? Ignore this message.`,
    CN: ({ brand }) =>
      `【${brand}】此手机号已注册。请直接登录；如忘记密码，可重置密码。若非本人操作，请忽略本短信。`,
    KM: ({ brand }) =>
      `[${brand}] លេខនេះមានគណនីរួចហើយ។ សូមចូលគណនី ឬកំណត់ពាក្យសម្ងាត់ឡើងវិញ ប្រសិនបើអ្នកភ្លេច។ មិនមែនជាអ្នកទេ? សូមមិនអើពើសារនេះ។`,
    TH: ({ brand }) =>
      `[${brand}] หมายเลขนี้มีบัญชีอยู่แล้ว กรุณาเข้าสู่ระบบ หรือรีเซ็ตรหัสผ่านหากคุณลืม หากไม่ใช่คุณ โปรดเพิกเฉยต่อข้อความนี้`,
    VI: ({ brand }) =>
      `[${brand}] Số này đã có tài khoản. Hãy đăng nhập, hoặc đặt lại mật khẩu nếu bạn quên. Không phải bạn? Hãy bỏ qua tin nhắn này.`,
  },
  reset: {
    EN: ({ brand, link, minutes }) => `Reset your ${brand} password: ${link} (valid for ${minutes} minutes).`,
    CN: ({ brand, link, minutes }) => `重置您的${brand}密码：${link}（${minutes} 分钟内有效）。`,
    KM: ({ brand, link, minutes }) =>
      `កំណត់ពាក្យសម្ងាត់ ${brand} របស់អ្នកឡើងវិញ៖ ${link} (មានសុពលភាព ${minutes} នាទី)។`,
    TH: ({ brand, link, minutes }) => `รีเซ็ตรหัสผ่าน ${brand} ของคุณ: ${link} (ลิงก์ใช้ได้ภายใน ${minutes} นาที)`,
    VI: ({ brand, link, minutes }) =>
      `Đặt lại mật khẩu ${brand} của bạn: ${link} (có hiệu lực trong ${minutes} phút).`,
  },
};

/** The text of an SMS or email in the caller's language, English where none is written. */
export const messageText = (
  kind: keyof typeof templates,
  language: LanguageCode,
  values: Parameters<Template>[0],
) => {
  const written: Partial<Record<LanguageCode, Template>> = templates[kind];
  return (written[language] ?? templates[kind].EN)(values);
};
