import { AppError } from './errors';
import { uniqueSlug } from './unique-slug';

const takenOf = (used: string[]) => async (candidates: string[]) => new Set(candidates.filter((c) => used.includes(c)));

describe('uniqueSlug', () => {
  it('makes the slug from the title, unique by -2, -3…', async () => {
    const options = { given: null, made: 'why-donate', fallback: 'post', max: 50 };
    expect(await uniqueSlug({ ...options, taken: takenOf([]) })).toBe('why-donate');
    expect(await uniqueSlug({ ...options, taken: takenOf(['why-donate']) })).toBe('why-donate-2');
    expect(await uniqueSlug({ ...options, taken: takenOf(['why-donate', 'why-donate-2']) })).toBe('why-donate-3');
  });

  it('keeps within the length limit when suffixed, and falls back when the title has no letter', async () => {
    const made = 'a'.repeat(50);
    const slug = await uniqueSlug({ given: null, made, fallback: 'post', max: 50, taken: takenOf([made]) });
    expect(slug).toBe(`${'a'.repeat(48)}-2`);
    expect(await uniqueSlug({ given: null, made: '', fallback: 'post', max: 50, taken: takenOf([]) })).toBe('post');
  });

  it('refuses a given slug that is taken (409), keeps a free one', async () => {
    const options = { given: 'mine', made: 'x', fallback: 'post', max: 50 };
    expect(await uniqueSlug({ ...options, taken: takenOf([]) })).toBe('mine');
    const refusal = await uniqueSlug({ ...options, taken: takenOf(['mine']) }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'CONFLICT', message: 'This slug is already used' });
  });
});
