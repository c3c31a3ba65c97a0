import type { MockLink } from '@apollo/client/testing';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { FORM_SUBMISSIONS_PAGE_SIZE } from '@vdp/shared/forms/form.constants';
import { connectionFieldPolicies } from '../../../graphql/connectionFields';
import { FormSubmissionListDocument } from '../graphql/FormSubmissionList.generated';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FormSubmissionsPage } from './FormSubmissionsPage';

const form = {
  __typename: 'CustomForm' as const,
  id: '7',
  name: 'Contact us',
  slug: 'contact-us',
  fields: [
    {
      __typename: 'FormField' as const,
      id: 'fmail',
      type: 'email',
      label: 'E-mail',
      placeholder: null,
      required: true,
      options: null,
      showWhen: null,
    },
    {
      __typename: 'FormField' as const,
      id: 'fok',
      type: 'checkbox',
      label: 'Call me back',
      placeholder: null,
      required: false,
      options: null,
      showWhen: null,
    },
  ],
};

const submission = (id: string, data: Record<string, unknown>) => ({
  __typename: 'FormSubmissionView' as const,
  id,
  data,
  createdAt: '2026-03-01T15:04:00.000Z',
});

/** A page of submissions after `after` (null: the first), and whether another follows. */
const pageOf = (
  after: string | null,
  submissions: ReturnType<typeof submission>[],
  total: number,
  hasNextPage = false,
): MockLink.MockedResponse => ({
  request: {
    query: FormSubmissionListDocument,
    variables: { formId: '7', first: FORM_SUBMISSIONS_PAGE_SIZE, ...(after ? { after } : {}) },
  },
  result: {
    data: {
      form,
      formSubmissions: {
        __typename: 'FormSubmissionConnection',
        edges: submissions.map((node) => ({ __typename: 'FormSubmissionEdge', cursor: `c${node.id}`, node })),
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: submissions.length ? `c${submissions.at(-1)!.id}` : null },
        totalCount: total,
      },
    },
  },
});

function renderSubmissions(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <AreaMessages area="forms">
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies: { Query: { fields: connectionFieldPolicies } } })}>
        <Routes>
          <Route path="/admin/forms/:id/submissions" element={<FormSubmissionsPage />} />
        </Routes>
      </MockedProvider>
    </AreaMessages>,
    { route: '/admin/forms/7/submissions' },
  );
}

describe('/admin/forms/:id/submissions', () => {
  beforeAll(() => loadArea('forms', 'en'));

  it('lists the submissions, a column per field, a checkbox as Yes or No, and links the CSV export', async () => {
    renderSubmissions([
      pageOf(
        null,
        [submission('2', { fmail: 'ana@example.ca', fok: true }), submission('1', { fmail: 'bo@example.ca', fok: false })],
        2,
      ),
    ]);
    expect(await screen.findByRole('heading', { name: 'Submissions: Contact us' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Submitted', 'E-mail', 'Call me back']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining('2026'), 'ana@example.ca', 'Yes']);
    expect(within(rows[1]!).getAllByRole('cell')[2]!.textContent).toBe('No');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/forms/7/submissions.csv');
    expect(screen.getByRole('link', { name: 'Back to forms' }).getAttribute('href')).toBe('/admin/forms');
  });

  it('loads more submissions below the ones shown, with their count', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, n) => submission(String(30 - n), { fmail: `p${n}@example.ca` }));
    renderSubmissions([pageOf(null, many, 26, true), pageOf('c6', [submission('5', { fmail: 'last@example.ca' })], 26)]);
    expect(await screen.findByText('p0@example.ca')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('25 of 26');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('last@example.ca')).toBeTruthy();
    expect(screen.getByText('p0@example.ca')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('26 of 26');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there are none yet', async () => {
    renderSubmissions([pageOf(null, [], 0)]);
    expect(await screen.findByText('No submissions yet')).toBeTruthy();
  });
});
