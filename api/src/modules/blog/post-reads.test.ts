import { serialisePostDetail } from './post-reads';
import type { PostDetail } from './post.presenter';

const summary = {
  id: 2,
  title: 'Related "quoted" post',
  slug: 'related',
  excerpt: 'It has "viewCount":0 in its text',
  featuredImage: null,
  language: 'en',
  status: 'published',
  publishedAt: new Date('2026-01-02T03:04:05Z'),
  viewCount: 40,
  readMinutes: 1,
  category: null,
};

const detail = {
  post: {
    ...summary,
    id: 1,
    title: 'The post',
    slug: 'the-post',
    viewCount: 12,
    category: null,
    content: '<p>{"post":{"viewCount":3}}</p>',
    tags: [{ id: 1, name: 'Tips', slug: 'tips' }],
    seoTitle: null,
    seoDescription: null,
    translation: null,
    author: 'admin',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
  },
  related: [summary],
} as unknown as PostDetail;

describe('serialisePostDetail', () => {
  it('answers what JSON.stringify would, with the view count written at read time', () => {
    const { head, tail } = serialisePostDetail(detail);
    const served: unknown = JSON.parse(`${head}57${tail}`);
    expect(served).toEqual(JSON.parse(JSON.stringify({ ...detail, post: { ...detail.post, viewCount: 57 } })));
  });
});
