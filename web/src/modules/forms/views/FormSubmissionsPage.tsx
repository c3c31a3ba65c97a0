import { useQuery } from '@apollo/client/react';
import { FORM_SUBMISSIONS_PAGE_SIZE } from '@vdp/shared/forms/form.constants';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/ToastContext';
import { ButtonAnchor } from '../../../components/ui/Button';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { FormSubmissionListDocument, type FormSubmissionListQuery } from '../graphql/FormSubmissionList.generated';
import { formatDateTime } from '../../../lib/format';
import { apiFailure } from '../formErrors';
import { formFieldsOf, storedAnswer } from '../formFields';

type Submission = FormSubmissionListQuery['formSubmissions']['edges'][number]['node'];

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    margin: 0;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * /admin/forms/:id/submissions (spec 001 §2 "stats"): the submissions, newest first, a column per
 * field, Load more with their count; the CSV export has every one.
 */
export function FormSubmissionsPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const { id = '' } = useParams();
  const { data, loading, error, refetch, fetchMore } = useQuery(FormSubmissionListDocument, {
    variables: { formId: id, first: FORM_SUBMISSIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const form = data?.form;
  const list = data?.formSubmissions;
  const fields = useMemo(() => formFieldsOf(form?.fields ?? []), [form]);
  const { loadMore, loadingMore, hasMore } = useLoadMore(list?.pageInfo, fetchMore);
  const more = () =>
    void loadMore().catch(() =>
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'forms.submissions.loadError' }) }),
    );

  const columns: DataTableColumn<Submission>[] = [
    {
      key: 'submittedAt',
      header: <FormattedMessage id="forms.submissions.submittedAt" />,
      cell: (submission) => <time dateTime={submission.createdAt}>{formatDateTime(intl, submission.createdAt)}</time>,
    },
    ...fields.map((field): DataTableColumn<Submission> => ({
      key: field.id,
      header: field.label,
      cell: (submission) => {
        const answer = storedAnswer(submission.data, field.id);
        if (typeof answer === 'boolean') return <FormattedMessage id={answer ? 'forms.yes' : 'forms.no'} />;
        return answer ?? '';
      },
    })),
  ];

  const notFound = !form && apiFailure(error).code === 'NOT_FOUND';
  return (
    <section>
      <Head>
        <Link to="/admin/forms">
          <FormattedMessage id="forms.submissions.back" />
        </Link>
        <div>
          <h1>
            {form ? (
              <FormattedMessage id="forms.submissions.title" values={{ name: form.name }} />
            ) : (
              <FormattedMessage id={notFound ? 'forms.notFound.title' : 'forms.list.stats'} />
            )}
          </h1>
          {form && (
            <ButtonAnchor href={`/api/forms/${form.id}/submissions.csv`} download $variant="outline">
              <FormattedMessage id="forms.submissions.exportCsv" />
            </ButtonAnchor>
          )}
        </div>
      </Head>
      <Stack>
        <DataTable
          columns={columns}
          rows={notFound ? [] : list?.edges.map((edge) => edge.node)}
          rowKey={(submission) => submission.id}
          caption={form && <FormattedMessage id="forms.submissions.caption" values={{ name: form.name }} />}
          loading={loading}
          onRetry={() => void refetch()}
          error={error && <FormattedMessage id="forms.submissions.loadError" />}
          empty={<FormattedMessage id={notFound ? 'forms.notFound.body' : 'forms.submissions.empty'} />}
        />
        <LoadMore
          shown={list?.edges.length ?? 0}
          total={list?.totalCount}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onLoadMore={more}
        />
      </Stack>
    </section>
  );
}
