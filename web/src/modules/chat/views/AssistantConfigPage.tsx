import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LoadingState } from '../../../components/ui/LoadingState';
import { ChatAssistantConfigDocument } from '../graphql/ChatAssistantConfig.generated';
import { Lead, Panel, Tabs, Title } from '../components/admin.styles';
import { BusinessInfoForm } from '../components/BusinessInfoForm';
import { ChatStatsPanel } from '../components/ChatStatsPanel';
import { InstructionsForm } from '../components/InstructionsForm';

const TABS = ['instructions', 'business', 'analytics'] as const;
type Tab = (typeof TABS)[number];

/** /admin/chat (spec 001 §2 "AI assistant configuration"): instructions, business info, analytics. */
export function AssistantConfigPage() {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('instructions');
  const { data, loading, error } = useQuery(ChatAssistantConfigDocument, { fetchPolicy: 'cache-and-network' });
  const config = data?.chatAssistantConfig;

  return (
    <>
      <Title>
        <FormattedMessage id="chat.admin.config.title" />
      </Title>
      <Lead>
        <FormattedMessage id="chat.admin.config.lead" />{' '}
        <Link to="/admin/chat-history">
          <FormattedMessage id="chat.admin.config.history" />
        </Link>
      </Lead>
      <Tabs role="tablist" aria-label={intl.formatMessage({ id: 'chat.admin.config.title' })}>
        {TABS.map((t) => (
          <button
            key={t}
            id={`chat-tab-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls="chat-config-panel"
            onClick={() => setTab(t)}
          >
            <FormattedMessage id={`chat.admin.config.tab.${t}`} />
          </button>
        ))}
      </Tabs>
      <div id="chat-config-panel" role="tabpanel" aria-labelledby={`chat-tab-${tab}`}>
        {tab === 'analytics' ? (
          <ChatStatsPanel />
        ) : loading && !config ? (
          <LoadingState />
        ) : error || !config ? (
          <p role="alert">
            <FormattedMessage id="chat.admin.config.loadFailed" />
          </p>
        ) : (
          <Panel>
            {tab === 'instructions' ? (
              <InstructionsForm systemPrompt={config.systemPrompt} />
            ) : (
              <BusinessInfoForm initial={config.businessInfo} />
            )}
          </Panel>
        )}
      </div>
    </>
  );
}
