import styles from './tab-bar.module.css';

/** Up to this many tabs share the width and wrap their labels; more scroll sideways. */
const fitLimit = 3;

/** A row of tabs that switches what a form asks for (login by password or SMS, register by username or mobile…). */
export const TabBar = <T extends string>({
  tabs,
  selected,
  onSelect,
}: {
  tabs: { value: T; label: string }[];
  selected: T;
  onSelect: (value: T) => void;
}) => (
  <div className={tabs.length <= fitLimit ? `${styles.tabs} ${styles.fit}` : styles.tabs} role="tablist">
    {tabs.map((tab) => (
      <button
        key={tab.value}
        type="button"
        role="tab"
        aria-selected={selected === tab.value}
        onClick={() => onSelect(tab.value)}
      >
        {tab.label}
      </button>
    ))}
  </div>
);
