/** Feature flags of spec §6. A flag is on when its value is exactly '1'. */
export const featureFlags = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSMAIL3',
  'CHNGPASSVERIF3',
  /** the side menu's referral (invite friends) entry */
  'REFERRAL3',
] as const;
export type FeatureFlag = (typeof featureFlags)[number];

export type WhitelabelFlags = Record<string, { enabled: string; value?: string }>;

export const isFlagOn = (flags: WhitelabelFlags | undefined, key: string): boolean =>
  flags?.[key]?.enabled === '1';
