import { aiDraftInputOf, aiDraftValuesOf, applyDraft } from './aiDraft';
import { newPostValues } from './contentForm';

const draft = {
  __typename: 'PostDraft' as const,
  title: 'Generated title',
  content: '<p>Generated</p>',
  excerpt: 'Generated excerpt',
  seoTitle: 'Generated SEO title',
  seoDescription: 'Generated description',
};

describe('AI drafts in the post editor', () => {
  it('opens with the title as the topic and the spec defaults', () => {
    expect(aiDraftValuesOf('  Winter donations ')).toEqual({ topic: 'Winter donations', tone: 'professional', length: 'medium' });
  });

  it('keeps a title already written and fills the rest', () => {
    const values = { ...newPostValues('fr'), title: 'Mon titre', content: '<p>old</p>', tags: ['a'], categoryId: '3' };
    const filled = applyDraft(values, draft);
    expect(filled).toEqual({
      ...values,
      content: '<p>Generated</p>',
      excerpt: 'Generated excerpt',
      seoTitle: 'Generated SEO title',
      seoDescription: 'Generated description',
    });
  });

  it('fills an empty title with the draft title', () => {
    expect(applyDraft({ ...newPostValues('en'), title: '  ' }, draft).title).toBe('Generated title');
  });

  it('sends the choices with the category name and the post language', () => {
    expect(aiDraftInputOf({ topic: 'T', tone: 'friendly', length: 'long' }, 'Guides', 'fr')).toEqual({
      topic: 'T',
      tone: 'friendly',
      length: 'long',
      categoryName: 'Guides',
      language: 'fr',
    });
  });
});
