import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabBar } from '../../shared/ui/tab-bar.tsx';
import { ContentBanners } from './content-banners.tsx';
import { ContentFeedback } from './content-feedback.tsx';
import { ContentHelp } from './content-help.tsx';
import { ContentMessages } from './content-messages.tsx';
import { ContentNotices } from './content-notices.tsx';
import { ContentResources } from './content-resources.tsx';
import { ContentService } from './content-service.tsx';

const sections = ['notices', 'banners', 'messages', 'feedback', 'service', 'help', 'resources'] as const;
type Section = (typeof sections)[number];

/** The back office's content area (issue #12): notices and the pop-up, platform messages, feedback. */
export const ContentArea = () => {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('notices');
  return (
    <div data-testid="bo-content">
      <TabBar
        tabs={sections.map((value) => ({ value, label: t(`backoffice.content.${value}`) }))}
        selected={section}
        onSelect={setSection}
      />
      {section === 'notices' ? <ContentNotices /> : null}
      {section === 'banners' ? <ContentBanners /> : null}
      {section === 'messages' ? <ContentMessages /> : null}
      {section === 'feedback' ? <ContentFeedback /> : null}
      {section === 'service' ? <ContentService /> : null}
      {section === 'help' ? <ContentHelp /> : null}
      {section === 'resources' ? <ContentResources /> : null}
    </div>
  );
};
