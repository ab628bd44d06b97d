import type { getWithdrawSettings, RouteValue } from '@croupier/contract';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { useFormats } from '../../shared/format/use-formats.ts';
import styles from './cashier.module.css';

export type PlayRequirement = NonNullable<RouteValue<typeof getWithdrawSettings>['playRequirement']>;

/** Whether play is still owed: the amount has a digit other than 0 ("0.00" is nothing left). */
export const playOwed = (requirement: PlayRequirement | null): requirement is PlayRequirement =>
  requirement !== null && /[1-9]/.test(requirement.remaining);

/** Why the request waits: how much more to play, of which deposits, and since when. */
export const PlayRequirementNotice = ({ requirement }: { requirement: PlayRequirement }) => {
  const { t } = useTranslation();
  const formats = useFormats();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const money = (value: string) => formats.money(value, symbol);
  return (
    <p className={styles.warn} role="status" data-testid="play-requirement">
      {t('cashier.playOwed', {
        remaining: money(requirement.remaining),
        percent: requirement.percent,
        time: formats.dateTime(requirement.since),
        played: money(requirement.played),
        required: money(requirement.required),
      })}
    </p>
  );
};
