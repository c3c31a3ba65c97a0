import type { MockLink } from '@apollo/client/testing';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectionFieldPolicies } from '../../../graphql/connectionFields';
import { FormActiveSetDocument } from '../graphql/FormActiveSet.generated';
import { FormDeleteDocument } from '../graphql/FormDelete.generated';
import { FormListDocument } from '../graphql/FormList.generated';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AdminFormsPage } from './AdminFormsPage';

const summary = (id: string, name: string, isActive: boolean, submissionCount: number) => ({
  __typename: 'CustomForm' as const,
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: isActive ? 'Questions about a donation' : null,
  isActive,
  submissionCount,
});

/** A page of forms for these variables (the first page, no search, unless given), and the count. */
const list = (
  forms: ReturnType<typeof summary>[],
  page: { search?: string; after?: string; hasNextPage?: boolean; total?: number } = {},
): MockLink.MockedResponse => ({
  request: {
    query: FormListDocument,
    variables: { search: page.search ?? null, first: 20, ...(page.after ? { after: page.after } : {}) },
  },
  result: {
    data: {
      forms: {
        __typename: 'CustomFormConnection',
        edges: forms.map((node) => ({ __typename: 'CustomFormEdge', cursor: `c${node.id}`, node })),
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: page.hasNextPage ?? false,
          endCursor: forms.length ? `c${forms.at(-1)!.id}` : null,
        },
        totalCount: page.total ?? forms.length,
      },
    },
  },
});

function renderList(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <AreaMessages area="forms">
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies: { Query: { fields: connectionFieldPolicies } } })}>
        <AdminFormsPage />
      </MockedProvider>
    </AreaMessages>,
    { route: '/admin/forms' },
  );
}

describe('/admin/forms', () => {
  beforeAll(() => loadArea('forms', 'en'));

  it('shows each form as a card with its address, state, count and actions', async () => {
    renderList([list([summary('1', 'Contact us', true, 3), summary('2', 'Volunteers', false, 1)])]);
    const contact = await screen.findByRole('article', { name: /Contact us/ });
    expect(within(contact).getByText('/forms/contact-us')).toBeTruthy();
    expect(within(contact).getByText('Active')).toBeTruthy();
    expect(within(contact).getByText('3 submissions')).toBeTruthy();
    expect(within(contact).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/forms/contact-us');
    expect(within(contact).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/admin/forms/1/edit');
    expect(within(contact).getByRole('link', { name: 'Stats' }).getAttribute('href')).toBe('/admin/forms/1/submissions');
    const volunteers = screen.getByRole('article', { name: /Volunteers/ });
    expect(within(volunteers).getByText('Draft')).toBeTruthy();
    expect(within(volunteers).getByText('1 submission')).toBeTruthy();
    expect(within(volunteers).getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create form' }).getAttribute('href')).toBe('/admin/forms/new');
  });

  it('says No forms found', async () => {
    renderList([list([])]);
    expect(await screen.findByText('No forms found')).toBeTruthy();
  });

  it('loads more forms below the ones shown, with the count, and searches by name', async () => {
    const user = userEvent.setup();
    renderList([
      list([summary('3', 'Contact us', true, 0)], { hasNextPage: true, total: 2 }),
      list([summary('2', 'Volunteers', false, 0)], { after: 'c3', total: 2 }),
      list([summary('2', 'Volunteers', false, 0)], { search: 'vol' }),
    ]);
    expect(await screen.findByRole('article', { name: /Contact us/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 of 2');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: /Volunteers/ })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 of 2');
    await user.type(screen.getByRole('searchbox', { name: 'Search forms' }), 'vol');
    expect(await screen.findByText('1 of 1')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('disables a form, copies its address, and deletes it only once confirmed', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderList([
      list([summary('1', 'Contact us', true, 3)]),
      {
        request: { query: FormActiveSetDocument, variables: { id: '1', isActive: false } },
        result: { data: { setFormActive: { __typename: 'CustomForm', id: '1', isActive: false } } },
      },
      { request: { query: FormDeleteDocument, variables: { id: '1' } }, result: { data: { deleteForm: true } } },
      list([]),
    ]);
    const card = await screen.findByRole('article', { name: /Contact us/ });

    await user.click(within(card).getByRole('button', { name: 'Copy URL' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/forms/contact-us`);
    expect(await screen.findByText('URL copied')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Form disabled')).toBeTruthy();
    expect(await within(card).findByText('Draft')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this form?' });
    expect(dialog.textContent).toContain('“Contact us” will be deleted with its 3 submissions.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: /Contact us/ })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this form?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Form deleted')).toBeTruthy();
    expect(await screen.findByText('No forms found')).toBeTruthy();
  });
});
