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

const isColour = (value: string) =>
  /^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$|^hsla?\([\d\s.,%deg]+\)$/i.test(value);

/** the theme's colours that are colours (a merchant's text never reaches CSS), as [variable, value] */
const themeVariables = (theme: Theme) =>
  (Object.entries(variables) as [keyof Theme, string][])
    .filter(([key]) => isColour(theme[key]))
    .map(([key, variable]) => [variable, theme[key]] as const);

/** White-label theme: the merchant's colours become CSS custom properties on :root. */
export const applyTheme = (theme: Theme, root: HTMLElement = document.documentElement) => {
  for (const [variable, value] of themeVariables(theme)) root.style.setProperty(variable, value);
};

/** The same properties as CSS declarations, for a page drawn on the server. */
export const themeDeclarations = (theme: Theme) =>
  themeVariables(theme)
    .map(([variable, value]) => `${variable}:${value}`)
    .join(';');
