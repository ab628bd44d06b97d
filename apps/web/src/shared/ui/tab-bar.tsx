import { useEffect, useRef } from 'react';
import styles from './tab-bar.module.css';
import { overflowsSideways, watchStrip } from './use-overflowing.ts';

/** Up to this many tabs share the width and wrap their labels; more scroll sideways. */
const fitLimit = 3;

/** Where an arrow key, Home or End moves from tab `index` of `count`; undefined for other keys. */
const nextIndex = (key: string, index: number, count: number) => {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
};

/**
 * A row of tabs that switches what a form asks for (login by password or SMS, register by username
 * or mobile…). As the ARIA tabs pattern: one Tab stop (the chosen tab), arrows, Home and End move
 * between tabs and choose them. A bar that scrolls keeps the chosen tab in sight; with `wrap`, a
 * bar of many tabs (a console's areas) takes more rows on a wide screen instead of hiding some.
 * With `manual`, arrows only move the focus and Enter or Space chooses: for tabs whose panels load
 * from the network, and whose choice is a new page in the history, where passing through a tab
 * must not open it.
 */
export const TabBar = <T extends string>({
  tabs,
  selected,
  onSelect,
  wrap = false,
  manual = false,
}: {
  tabs: { value: T; label: string }[];
  selected: T;
  onSelect: (value: T) => void;
  wrap?: boolean;
  manual?: boolean;
}) => {
  const bar = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = tabs.findIndex((tab) => tab.value === selected);
  // the chosen tab (from the address, or after a new language or a turned phone changed the widths)
  // stays in sight; only the bar scrolls, never the page
  useEffect(() => {
    const frame = bar.current;
    const button = buttons.current[chosen];
    if (!frame || !button) return;
    return watchStrip(frame, () => {
      if (!overflowsSideways(frame)) return;
      const inner = frame.getBoundingClientRect();
      const outer = button.getBoundingClientRect();
      if (outer.left < inner.left) frame.scrollLeft -= inner.left - outer.left + 24;
      else if (outer.right > inner.right) frame.scrollLeft += outer.right - inner.right + 24;
    });
  }, [chosen]);
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    if (!manual) onSelect(tabs[next]!.value);
    buttons.current[next]?.focus();
  };
  return (
    <div
      ref={bar}
      className={[styles.tabs, tabs.length <= fitLimit ? styles.fit : '', wrap ? styles.wrap : '']
        .filter(Boolean)
        .join(' ')}
      role="tablist"
    >
      {tabs.map((tab, index) => (
        <button
          key={tab.value}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="tab"
          aria-selected={selected === tab.value}
          tabIndex={selected === tab.value ? 0 : -1}
          onClick={() => onSelect(tab.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
};
