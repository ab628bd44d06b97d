import type { AdminChannel } from '@croupier/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../shared/api/use-system.ts';
import { localName } from '../../shared/format/local-name.ts';
import { moneyText } from '../../shared/format/money-text.ts';
import { AwaitingData } from '../../shared/ui/page-state.tsx';
import table from '../../shared/ui/table.module.css';
import { useCan } from './admin-session-store.ts';
import styles from './back-office.module.css';
import { cashierSettingsCall, channelsCall } from './backoffice-calls.ts';
import { ChannelForm } from './channel-form.tsx';
import { QueuePanel, QueueState, QueueTable, RowButton } from './queue-parts.tsx';
import { WithdrawalRulesForm } from './withdrawal-rules-form.tsx';

/** The owner's cashier settings: deposit channels and withdrawal rules. */
export const CashierSettings = () => {
  const { t, i18n } = useTranslation();
  const symbol = useStatus().data?.info.brand.currencySymbol ?? '';
  const maySet = useCan('cashier.settings');
  const rules = useQuery({ queryKey: ['backoffice', 'settings'], queryFn: cashierSettingsCall });
  const channels = useQuery({ queryKey: ['backoffice', 'channels'], queryFn: channelsCall });
  const [editing, setEditing] = useState<AdminChannel | 'new' | null>(null);
  const money = (value: string) => moneyText(value, symbol, i18n.language);

  return (
    <QueuePanel label={t('backoffice.settings')}>
      {maySet ? null : <p className={styles.muted}>{t('backoffice.ownerHint')}</p>}
      <h3>{t('backoffice.channels')}</h3>
      <QueueState query={channels} empty={t('cashier.noChannels')}>
        <QueueTable
          testId="bo-channels"
          columns={[
            t('backoffice.channelCode'),
            t('backoffice.channelName'),
            t('backoffice.channelKind'),
            t('backoffice.depositLimits'),
            t('cashier.status'),
            t('backoffice.actions'),
          ]}
        >
          {channels.data?.map((channel) => (
            <tr key={channel.id} data-testid={`bo-channel-${channel.code}`}>
              <td className={table.mono}>{channel.code}</td>
              <td>{localName(channel.names, i18n.language, channel.name)}</td>
              <td>{t(`cashier.kinds.${channel.kind}`)}</td>
              <td>
                {money(channel.min)} – {money(channel.max)}
              </td>
              <td>{t(channel.enabled ? 'backoffice.open' : 'backoffice.closed')}</td>
              <td>
                <RowButton
                  label={t('backoffice.edit')}
                  ghost
                  disabled={!maySet}
                  onClick={() => setEditing(channel)}
                />
              </td>
            </tr>
          ))}
        </QueueTable>
      </QueueState>
      {editing ? (
        <ChannelForm
          key={editing === 'new' ? 'new' : editing.id}
          channel={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div className={styles.addRow}>
          <button type="button" className="button" disabled={!maySet} onClick={() => setEditing('new')}>
            {t('backoffice.addChannel')}
          </button>
        </div>
      )}
      <AwaitingData query={rules} />
      {rules.data ? <WithdrawalRulesForm rules={rules.data} canEdit={maySet} /> : null}
    </QueuePanel>
  );
};
