import type { Theme } from '@croupier/contract';

const variables: Record<keyof Theme, string> = {
  primary: '--color-primary',
  primaryContrast: '--color-primary-contrast',
  accent: '--color-accent',
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  textMuted: '--color-text-muted',
  header: '--color-header',
  headerText: '--color-header-text',
};

/** White-label theme: the merchant's colours become CSS custom properties on :root. */
export const applyTheme = (theme: Theme, root: HTMLElement = document.documentElement) => {
  for (const [key, variable] of Object.entries(variables) as [keyof Theme, string][]) {
    const value = theme[key];
    if (/^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$|^hsla?\([\d\s.,%deg]+\)$/i.test(value)) {
      root.style.setProperty(variable, value);
    }
  }
};
