import { useRef } from 'react';
import { useOverflowing } from '../../shared/ui/use-overflowing.ts';
import styles from './account-block.module.css';

/**
 * The header's balance. When the whole figure does not fit (a seven-figure balance on a phone),
 * the language's short form stands over it (¥1.23m, ¥123.45万) and the whole figure is its hover
 * text. The whole figure stays in the layout, unseen, so the pill keeps measuring whether it would
 * fit again (a phone turned sideways) and screen readers still read it.
 */
export const HeaderBalance = ({
  full,
  compact,
  failure,
}: {
  full: string;
  compact: string | undefined;
  /** why there is no figure (the read failed): the pill's hover text, and read out */
  failure?: string | undefined;
}) => {
  const pill = useRef<HTMLSpanElement>(null);
  const short = useOverflowing(pill) && compact !== undefined && compact !== full;
  return (
    <span ref={pill} className={styles.balance} title={failure ?? (short ? full : undefined)}>
      <span
        className={short ? styles.balanceHidden : styles.balanceFull}
        data-testid="balance"
        aria-hidden={failure ? true : undefined}
      >
        {full}
      </span>
      {failure ? (
        <span className="visually-hidden" role="status" data-testid="balance-failed">
          {failure}
        </span>
      ) : null}
      {short ? (
        <span className={styles.balanceShort} aria-hidden="true" data-testid="balance-short">
          {compact}
        </span>
      ) : null}
    </span>
  );
};
