import { describe, expect, it } from 'vitest';
import { applyTheme } from './apply-theme.ts';

const theme = {
  primary: '#e9b949',
  primaryContrast: '#111',
  accent: 'rgb(1, 2, 3)',
  background: '#000000',
  surface: '#111111',
  text: '#ffffff',
  textMuted: '#999999',
  header: '#222222',
  headerText: '#eeeeee',
};

describe('applyTheme', () => {
  it('sets the merchant colours as CSS custom properties', () => {
    const root = document.createElement('div');
    applyTheme(theme, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#e9b949');
    expect(root.style.getPropertyValue('--color-header-text')).toBe('#eeeeee');
  });

  it('ignores values that are not colours', () => {
    const root = document.createElement('div');
    applyTheme({ ...theme, primary: 'red; background: url(javascript:alert(1))' }, root);
    expect(root.style.getPropertyValue('--color-primary')).toBe('');
  });
});
