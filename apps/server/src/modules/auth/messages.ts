import type { CatalogueLanguage, LanguageCode } from '@croupier/contract';

type Template = (values: { brand: string; code: string; minutes: number; link?: string }) => string;

/** Every shipped language has its own text: the compiler refuses a language left out. */
const templates: Record<'code' | 'reset', Record<CatalogueLanguage, Template>> = {
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
