import { useRef } from 'react';
import styles from './tab-bar.module.css';

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
 * between tabs and choose them.
 */
export const TabBar = <T extends string>({
  tabs,
  selected,
  onSelect,
}: {
  tabs: { value: T; label: string }[];
  selected: T;
  onSelect: (value: T) => void;
}) => {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.value);
    buttons.current[next]?.focus();
  };
  return (
    <div className={tabs.length <= fitLimit ? `${styles.tabs} ${styles.fit}` : styles.tabs} role="tablist">
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
