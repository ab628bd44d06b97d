import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { Modal } from './modal.tsx';

const Harness = ({ closeOnEscape = false }: { closeOnEscape?: boolean }) => {
  const [open, setOpen] = useState(true);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button">outside</button>
      {open ? (
        <Modal title="Dialog" onClose={() => setOpen(false)} closeOnEscape={closeOnEscape}>
          <input aria-label="first" />
          <button type="button">last</button>
        </Modal>
      ) : null}
    </I18nextProvider>
  );
};

describe('Modal', () => {
  it('locks page scroll while open and restores the previous value on close', () => {
    document.body.style.overflow = 'scroll';
    render(<Harness />);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('does not close on a click outside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape only where asked', () => {
    const { unmount } = render(<Harness />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();
    render(<Harness closeOnEscape />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is labelled by its title and moves focus inside', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Dialog' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('wraps Tab from the last control back to the first', () => {
    render(<Harness />);
    const close = screen.getByRole('button', { name: i18n.t('common.close') });
    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });

  it('gives focus back to its opener, or to the page when the opener is gone', () => {
    const Opener = () => {
      const [open, setOpen] = useState(false);
      const [signedIn, setSignedIn] = useState(false);
      return (
        <I18nextProvider i18n={i18n}>
          <main id="main" tabIndex={-1}>
            {signedIn ? (
              <span>account</span>
            ) : (
              <button type="button" onClick={() => setOpen(true)}>
                Log in
              </button>
            )}
          </main>
          {open ? (
            <Modal title="Log in" onClose={() => setOpen(false)}>
              <button
                type="button"
                onClick={() => {
                  setSignedIn(true);
                  setOpen(false);
                }}
              >
                Sign in
              </button>
            </Modal>
          ) : null}
        </I18nextProvider>
      );
    };
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('common.close') }));
    expect(document.activeElement).toBe(opener);
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('is no second page banner nor content info: its head and foot are plain blocks', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Modal title="Dialog" onClose={() => {}} footer={<button type="button">ok</button>}>
          body
        </Modal>
      </I18nextProvider>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
