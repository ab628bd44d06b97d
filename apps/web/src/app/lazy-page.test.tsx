import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { chunkTimeoutMs, lazyPage, PageBoundary } from './lazy-page.tsx';

describe('lazy pages', () => {
  afterEach(() => vi.useRealTimers());

  it("shows 'Loading chunk N failed' when a chunk fails to load", async () => {
    await i18n.changeLanguage('EN');
    const failing = (): Promise<{ default: ComponentType }> => Promise.reject(new Error('network'));
    const Broken = lazyPage('7', failing);
    render(
      <I18nextProvider i18n={i18n}>
        <PageBoundary>
          <Broken />
        </PageBoundary>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Loading chunk 7 failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('gives up on a chunk that has not arrived after 120 seconds', async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('EN');
    const never = (): Promise<{ default: ComponentType }> => new Promise(() => {});
    const Stuck = lazyPage('9', never);
    render(
      <I18nextProvider i18n={i18n}>
        <PageBoundary>
          <Stuck />
        </PageBoundary>
      </I18nextProvider>,
    );
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs - 1);
    expect(screen.queryByText('Loading chunk 9 failed')).toBeNull();
    await vi.advanceTimersByTimeAsync(2);
    vi.useRealTimers();
    expect(await screen.findByText('Loading chunk 9 failed')).toBeInTheDocument();
  });

  it('floats the message into view for the modal layer, whose boundary sits below the page', async () => {
    await i18n.changeLanguage('EN');
    const Broken = lazyPage(
      'login',
      (): Promise<{ default: ComponentType }> => Promise.reject(new Error('network')),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <PageBoundary quiet>
          <Broken />
        </PageBoundary>
      </I18nextProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading chunk login failed');
    expect(alert.style.position).toBe('fixed');
  });
});
