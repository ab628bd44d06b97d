import type { StatusValue } from '@croupier/contract';

type Brand = StatusValue['info']['brand'];

/** A permission-call answer of an open site, for tests: the brand's fields as given, the rest the demo's. */
export const aStatus = (
  brand: Partial<Omit<Brand, 'theme'>> & { theme?: Partial<Brand['theme']> } = {},
): StatusValue => ({
  maintenance: false,
  maintenanceMessage: null,
  regionRestriction: false,
  restrictedBy: null,
  blockedAddress: null,
  countryCode: null,
  info: {
    imageCDNs: [],
    launchGameCDNs: [],
    register: {} as StatusValue['info']['register'],
    // the demo's self-service doors open (use-open-doors.ts); other flags off
    whitelabel: Object.fromEntries(
      ['USERNAMEREG3', 'MOBILENUMREG3', 'CHNGPASSVERIF3', 'CHNGPASSMAIL3'].map((flag) => [
        flag,
        { enabled: '1' },
      ]),
    ) as StatusValue['info']['whitelabel'],
    timeZone: 'Asia/Shanghai',
    brand: {
      merchantCode: 'BOOT1',
      name: 'Boot Casino',
      logoUrl: '',
      currency: 'CNY',
      currencySymbol: '¥',
      defaultLanguage: 'EN',
      languages: ['EN'],
      serviceEmail: '',
      ...brand,
      theme: {
        primary: '#e9b949',
        primaryContrast: '#1a1205',
        accent: '#3fb6a8',
        background: '#0f1420',
        surface: '#182032',
        text: '#eef1f7',
        textMuted: '#9aa5bd',
        header: '#0b0f19',
        headerText: '#f5f7fb',
        ...brand.theme,
      },
    },
  },
});

/**
 * `shared/api/use-system.ts` with `useStatus` and `useWhitelabel` answering the demo's status at
 * once, for a test's `vi.mock` factory: components that write moments read the merchant's clock
 * from it, and those offering registration its flags.
 */
export const systemModuleWithStatus = <Module extends object>(module: Module, status = aStatus()) => ({
  ...module,
  useStatus: () => ({ data: status }),
  useWhitelabel: () => ({ data: status.info.whitelabel }),
});
