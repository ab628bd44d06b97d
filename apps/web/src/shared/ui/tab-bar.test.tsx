import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabBar } from './tab-bar.tsx';

const Harness = ({ manual = false }: { manual?: boolean }) => {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <TabBar
      tabs={[
        { value: 'a', label: 'Password' },
        { value: 'b', label: 'SMS code' },
        { value: 'c', label: 'Authenticator' },
      ]}
      selected={selected}
      onSelect={setSelected}
      manual={manual}
    />
  );
};

describe('the tab bar', () => {
  it('is one Tab stop: the chosen tab', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves and chooses with the arrows, Home and End, wrapping at the ends', () => {
    render(<Harness />);
    const [first, second, third] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second.tabIndex).toBe(0);
    fireEvent.keyDown(second, { key: 'End' });
    expect(third).toHaveFocus();
    fireEvent.keyDown(third, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(third).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(third, { key: 'Home' });
    expect(first).toHaveAttribute('aria-selected', 'true');
  });

  it('with manual choice, the arrows only move the focus; Enter chooses', () => {
    render(<Harness manual />);
    const [first, second] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(second).toHaveFocus();
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('aria-selected', 'false');
    // a focused button is pressed by Enter or Space as a click
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-selected', 'true');
  });
});
