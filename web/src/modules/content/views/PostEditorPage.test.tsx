import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { AdminPostListDocument } from '../graphql/AdminPostList.generated';
import { ContentCategoryListDocument } from '../graphql/ContentCategoryList.generated';
import { TagCreateDocument } from '../graphql/TagCreate.generated';
import { TagListDocument } from '../graphql/TagList.generated';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PostEditorPage } from './PostEditorPage';

const mocks = [
  {
    request: { query: ContentCategoryListDocument },
    result: {
      data: {
        categories: [
          {
            __typename: 'CategoryView' as const,
            id: '1',
            name: 'Donation Guides',
            slug: 'donation-guides',
            description: null,
            color: '#2563EB',
            postCount: 2,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    },
  },
  {
    request: { query: AdminPostListDocument, variables: { search: null, first: 20 } },
    result: {
      data: {
        adminPosts: {
          __typename: 'PostConnection' as const,
          edges: [],
          pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
          totalCount: 0,
        },
      },
    },
  },
  {
    request: { query: TagListDocument },
    result: { data: { tags: [{ __typename: 'TagView' as const, id: '5', name: 'Tips', slug: 'tips' }] } },
  },
  {
    request: { query: TagCreateDocument, variables: { input: { name: 'Hiver' } } },
    error: new Error('network down'),
  },
];

function renderEditor() {
  return renderWithProviders(
    <AreaMessages area="content">
      <MockedProvider mocks={mocks}>
        <Routes>
          <Route path="/admin/posts/new" element={<PostEditorPage />} />
        </Routes>
      </MockedProvider>
    </AreaMessages>,
    { route: '/admin/posts/new' },
  );
}

describe('the post editor (new post)', () => {
  beforeAll(() => loadArea('content', 'en'));

  it('makes the slug from the title until the slug is typed by hand', async () => {
    const user = userEvent.setup();
    renderEditor();
    const title = await screen.findByLabelText('Title');
    const slug = screen.getByLabelText('Slug') as HTMLInputElement;
    await user.type(title, 'Donner sa voiture');
    expect(slug.value).toBe('donner-sa-voiture');
    await user.clear(slug);
    await user.type(slug, 'mon-lien');
    await user.type(title, ' en hiver');
    expect(slug.value).toBe('mon-lien');
  });

  it('counts the SEO title and meta description live', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByLabelText('SEO title'), 'Winter');
    expect(screen.getByText('6/60 characters')).toBeTruthy();
    expect(screen.getByText('0/160 characters')).toBeTruthy();
  });

  it('offers the content as a labelled editor, its HTML and a preview', async () => {
    const user = userEvent.setup();
    renderEditor();
    expect(await screen.findByRole('textbox', { name: 'Content' })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'HTML' }));
    const source = screen.getByRole('textbox', { name: 'Content (HTML source)' });
    await user.type(source, '<p>Hello</p>');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = screen.getByTitle('Preview of the content');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello</p>');
  });

  it('keeps New tag disabled while the name is blank and says when creating the tag failed', async () => {
    const user = userEvent.setup();
    renderEditor();
    const newTag = await screen.findByRole('button', { name: 'New tag' });
    expect((newTag as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('New tag name'), '   ');
    expect((newTag as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText('New tag name'));
    await user.type(screen.getByLabelText('New tag name'), 'Hiver');
    expect((newTag as HTMLButtonElement).disabled).toBe(false);
    await user.click(newTag);
    expect(await screen.findByText('Failed to create tag.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tips', pressed: false })).toBeTruthy());
  });
});
