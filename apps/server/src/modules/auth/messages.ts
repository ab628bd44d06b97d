import type { LanguageCode } from '@croupier/contract';

type Template = (values: { brand: string; code: string; minutes: number; link?: string }) => string;

const templates: Record<'code' | 'reset', Partial<Record<LanguageCode, Template>> & { EN: Template }> = {
  code: {
    EN: ({ brand, code, minutes }) =>
      `[${brand}] Your verification code is ${code}. It expires in ${minutes} minutes.`,
    CN: ({ brand, code, minutes }) => `【${brand}】您的验证码是 ${code}，${minutes} 分钟内有效。`,
    KM: ({ brand, code, minutes }) =>
      `[${brand}] លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ ${code}។ វានឹងផុតកំណត់ក្នុងរយៈពេល ${minutes} នាទី។`,
  },
  reset: {
    EN: ({ brand, link, minutes }) => `Reset your ${brand} password: ${link} (valid for ${minutes} minutes).`,
    CN: ({ brand, link, minutes }) => `重置您的${brand}密码：${link}（${minutes} 分钟内有效）。`,
    KM: ({ brand, link, minutes }) =>
      `កំណត់ពាក្យសម្ងាត់ ${brand} របស់អ្នកឡើងវិញ៖ ${link} (មានសុពលភាព ${minutes} នាទី)។`,
  },
};

/** The text of an SMS or email in the caller's language, English where none is written. */
export const messageText = (
  kind: keyof typeof templates,
  language: LanguageCode,
  values: Parameters<Template>[0],
) => (templates[kind][language] ?? templates[kind].EN)(values);
