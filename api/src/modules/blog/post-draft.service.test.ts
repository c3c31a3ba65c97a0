import { draftFrom, firstJsonObject, PostDraftService } from './post-draft.service';

describe('AI draft parsing', () => {
  it('finds the first JSON object in prose, braces inside strings included', () => {
    expect(firstJsonObject('Sure! {"title": "A {b}", "n": {"x": 1}} and {"later": true}')).toEqual({
      title: 'A {b}',
      n: { x: 1 },
    });
    expect(firstJsonObject('{not json} then {"ok": 1}')).toEqual({ ok: 1 });
    expect(firstJsonObject('no object here')).toBeNull();
  });

  it('refuses a draft without content and keeps the topic as a missing title', () => {
    expect(draftFrom({ title: 'T', content: '<script>x</script>' }, 'Topic')).toBeNull();
    expect(draftFrom({ content: '<p>Body</p>' }, 'Topic')).toEqual({
      title: 'Topic',
      content: '<p>Body</p>',
      excerpt: '',
      seoTitle: 'Topic',
      seoDescription: '',
    });
  });

  it('says the provider is not configured without a writer', async () => {
    await expect(
      new PostDraftService(async () => null).generate({
        topic: 't',
        categoryName: null,
        tone: 'professional',
        length: 'medium',
        language: 'en',
      }),
    ).rejects.toMatchObject({
      code: 'AI_NOT_CONFIGURED',
      status: 503,
    });
  });
});
