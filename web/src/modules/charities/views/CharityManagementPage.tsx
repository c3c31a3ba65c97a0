import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { InputField } from '../../../components/form/InputField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Card, Container } from '../../../components/ui/layout';
import { Tabs, type TabItem } from '../../../components/ui/Tabs';
import { MyCharityDocument } from '../graphql/MyCharity.generated';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { ComplianceTab } from '../components/ComplianceTab';
import { DataSyncTab } from '../components/DataSyncTab';
import { OverviewTab } from '../components/OverviewTab';
import { PerformanceTab } from '../components/PerformanceTab';
import { PortalSection } from '../components/PortalSection';
import { TaxReceiptsTab } from '../components/TaxReceiptsTab';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[12]};
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const SearchRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  > :first-child {
    flex: 1 1 280px;
  }
  > button {
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`;

type TabKey = 'portal' | 'overview' | 'compliance' | 'performance' | 'receipts' | 'sync';

/**
 * /charity-management (spec 000 §2.10; gate charity.area). Editors and admins search any
 * registration number; a charity's own number is filled in and its portal comes first.
 */
export function CharityManagementPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const { role } = useCurrentUser();
  const isCharity = role === 'charity';
  const mine = useQuery(MyCharityDocument, { skip: !isCharity });
  const own = mine.data?.myCharity ?? null;
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  // a charity inspects only its own number (the api refuses others): it is filled in, read-only
  const selected = isCharity ? (own?.registrationNumber ?? null) : searched;
  const [active, setActive] = useState<TabKey>(isCharity ? 'portal' : 'overview');

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const number = search.trim();
    if (!number) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'charities.manage.searchError.title' }),
        description: intl.formatMessage({ id: 'charities.manage.searchError.empty' }),
      });
      return;
    }
    setSearched(number);
  };

  if (isCharity && mine.loading) return <LoadingState />;

  const tabs: TabItem<TabKey>[] = [
    {
      key: 'overview',
      label: <FormattedMessage id="charities.manage.tab.overview" />,
      content: <OverviewTab selected={selected} />,
    },
    {
      key: 'compliance',
      label: <FormattedMessage id="charities.manage.tab.compliance" />,
      content: <ComplianceTab selected={selected} />,
    },
    {
      key: 'performance',
      label: <FormattedMessage id="charities.manage.tab.performance" />,
      content: <PerformanceTab selected={selected} />,
    },
    {
      key: 'receipts',
      label: <FormattedMessage id="charities.manage.tab.receipts" />,
      content: <TaxReceiptsTab selected={selected} />,
    },
    { key: 'sync', label: <FormattedMessage id="charities.manage.tab.sync" />, content: <DataSyncTab selected={selected} /> },
  ];
  if (own) {
    tabs.unshift({
      key: 'portal',
      label: <FormattedMessage id="charities.manage.tab.portal" />,
      content: <PortalSection charity={own} />,
    });
  }

  return (
    <Page as="main">
      <h1>
        <FormattedMessage id="charities.manage.title" />
      </h1>
      <p>
        <FormattedMessage id={isCharity ? 'charities.manage.subtitle.charity' : 'charities.manage.subtitle.staff'} />
      </p>
      {isCharity && !mine.loading && !own && (
        <p role="alert">{mine.error ? mine.error.message : <FormattedMessage id="charities.manage.noOwnCharity" />}</p>
      )}
      <SearchRow onSubmit={onSearch} role="search">
        <InputField
          label={<FormattedMessage id="charities.manage.search" />}
          value={isCharity ? (own?.registrationNumber ?? '') : search}
          readOnly={isCharity}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'charities.manage.search.placeholder' })}
          autoComplete="off"
        />
        {!isCharity && (
          <Button type="submit">
            <FormattedMessage id="charities.manage.searchButton" />
          </Button>
        )}
      </SearchRow>
      <Panel>
        <Tabs
          label={intl.formatMessage({ id: 'charities.manage.tabs' })}
          tabs={tabs}
          active={tabs.some((tab) => tab.key === active) ? active : 'overview'}
          onChange={setActive}
        />
      </Panel>
    </Page>
  );
}
