import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { DailySummary } from './daily-summary.tsx';
import { VendorReport } from './vendor-report.tsx';

const sections = ['daily', 'providers'] as const;
type Section = (typeof sections)[number];

/** The back office's Reports tab (owners and cashiers): the daily summary and the provider P&L. */
export const ReportsArea = () => {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('daily');
  return (
    <div data-testid="bo-reports">
      <TabBar
        tabs={[
          { value: 'daily', label: t('backoffice.reports.daily') },
          { value: 'providers', label: t('backoffice.games.report') },
        ]}
        selected={section}
        onSelect={setSection}
      />
      {section === 'daily' ? <DailySummary /> : null}
      {section === 'providers' ? <VendorReport /> : null}
    </div>
  );
};
