import { useQuery } from '@apollo/client/react';
import { SETTING_TABS, type SettingTab } from '@vdp/shared/settings/settings-catalogue';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { DataState } from '../../../components/ui/DataState';
import { Tabs } from '../../../components/ui/Tabs';
import type { MessageId } from '../../../i18n/messages';
import { SettingsTabForm } from '../components/SettingsTabForm';
import { SettingListDocument } from '../graphql/SettingList.generated';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Facts = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 44rem;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const tabLabelId = (tab: SettingTab) => `settings.tab.${tab}` as MessageId;

/** The system tab: facts about this installation, read-only and labelled as such. */
function SystemFacts() {
  return (
    <div>
      <Muted>
        <FormattedMessage id="settings.system.intro" />
      </Muted>
      <Facts>
        <li>
          <FormattedMessage id="settings.system.publicRefresh" />
        </li>
        <li>
          <FormattedMessage id="settings.system.encryption" />
        </li>
      </Facts>
    </div>
  );
}

/** /admin/settings (spec 001 §2 Platform settings, issue 13 §3): one form per tab over the shared catalogue. */
export function AdminSettingsPage() {
  const intl = useIntl();
  const [tab, setTab] = useState<SettingTab>('business');
  const { data, loading, error, refetch } = useQuery(SettingListDocument, { fetchPolicy: 'cache-and-network' });
  const settings = data?.settings;
  return (
    <Page>
      <h1>
        <FormattedMessage id="settings.title" />
      </h1>
      <Muted>
        <FormattedMessage id="settings.intro" />
      </Muted>
      <DataState
        rows={settings}
        loading={loading}
        onRetry={() => void refetch()}
        error={error && <FormattedMessage id="settings.loadError" />}
        empty={<FormattedMessage id="settings.empty" />}
      >
        <Tabs<SettingTab>
          label={intl.formatMessage({ id: 'settings.tabs.label' })}
          active={tab}
          onChange={setTab}
          tabs={SETTING_TABS.map((key) => {
            const label = intl.formatMessage({ id: tabLabelId(key) });
            const own = settings?.filter((setting) => setting.tab === key) ?? [];
            return {
              key,
              label,
              content: (
                <Stack>
                  {own.length > 0 && <SettingsTabForm settings={own} label={label} />}
                  {key === 'system' && <SystemFacts />}
                </Stack>
              ),
            };
          })}
        />
      </DataState>
    </Page>
  );
}
