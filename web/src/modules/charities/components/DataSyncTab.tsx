import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable';
import { CharitySyncDocument, type CharitySyncMutation } from '../graphql/CharitySync.generated';
import { formatDateTime } from '../../../lib/format';

type SyncResult = CharitySyncMutation['syncCharity'];
type Change = SyncResult['changes'][number];

/** Data Sync: re-reads the registry row into the platform's record and lists what changed (spec 000 §2.10). */
export function DataSyncTab({ selected }: { selected: string | null }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [sync, { loading }] = useMutation(CharitySyncDocument, {
    refetchQueries: ['CharityEnhanced', 'CharityMetrics', 'CharityEligibility'],
  });
  const [result, setResult] = useState<SyncResult | null>(null);

  const run = async () => {
    if (selected === null) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'charities.sync.error.title' }),
        description: intl.formatMessage({ id: 'charities.sync.error.noCharity' }),
      });
      return;
    }
    try {
      const { data } = await sync({ variables: { registrationNumber: selected } });
      if (!data) return;
      setResult(data.syncCharity);
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'charities.sync.success.title' }),
        description: intl.formatMessage({ id: 'charities.sync.success.description' }, { n: data.syncCharity.changes.length }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'charities.sync.error.title' }),
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const columns: DataTableColumn<Change>[] = [
    { key: 'field', header: <FormattedMessage id="charities.sync.field" />, cell: (change) => <code>{change.field}</code> },
    { key: 'before', header: <FormattedMessage id="charities.sync.before" />, cell: (change) => change.before ?? '—' },
    { key: 'after', header: <FormattedMessage id="charities.sync.after" />, cell: (change) => change.after ?? '—' },
  ];

  return (
    <section aria-labelledby="charity-sync-title">
      <h2 id="charity-sync-title">
        <FormattedMessage id="charities.manage.tab.sync" />
      </h2>
      <p>
        <FormattedMessage id="charities.sync.intro" />
      </p>
      <Button type="button" disabled={loading} aria-busy={loading} onClick={() => void run()}>
        <FormattedMessage id={loading ? 'charities.sync.running' : 'charities.sync.button'} />
      </Button>
      {result && (
        <div role="status" aria-live="polite" style={{ marginTop: 16 }}>
          <p>
            <FormattedMessage id="charities.sync.lastSync" values={{ when: formatDateTime(intl, result.lastSync) }} />
          </p>
          <DataTable
            columns={columns}
            rows={result.changes}
            rowKey={(change) => change.field}
            loading={false}
            caption={<FormattedMessage id="charities.sync.changes" />}
            empty={<FormattedMessage id="charities.sync.noChanges" />}
          />
        </div>
      )}
    </section>
  );
}
