import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
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

const pageOf = (page: number, submissions: ReturnType<typeof submission>[], total: number): MockLink.MockedResponse => ({
  request: { query: FormSubmissionListDocument, variables: { formId: '7', page } },
  result: {
    data: { form, formSubmissions: { __typename: 'FormSubmissionPage', submissions, total, page, pageSize: 25 } },
  },
});

function renderSubmissions(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <AreaMessages area="forms">
      <MockedProvider mocks={mocks}>
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
        1,
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

  it('pages through the submissions', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, n) => submission(String(30 - n), { fmail: `p${n}@example.ca` }));
    renderSubmissions([pageOf(1, many, 30), pageOf(2, [submission('5', { fmail: 'last@example.ca' })], 30)]);
    expect(await screen.findByText('p0@example.ca')).toBeTruthy();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('last@example.ca')).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    renderSubmissions([pageOf(1, [], 0)]);
    expect(await screen.findByText('No submissions yet')).toBeTruthy();
  });
});
