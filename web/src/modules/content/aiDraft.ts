import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  DEFAULT_AI_LENGTH,
  DEFAULT_AI_TONE,
  type AiPostLength,
  type AiPostTone,
  type ContentLanguage,
} from '@vdp/shared/content/content.constants';
import type { PostDraftStreamSubscription } from './graphql/PostDraftStream.generated';
import type { PostFormValues } from './contentForm';

/** A draft as it streams in: the fields written so far; the last one has `done` (and maybe `error`). */
export type PostDraftProgress = PostDraftStreamSubscription['postDraftStream'];
export type PostDraft = Pick<PostDraftProgress, 'title' | 'content' | 'excerpt' | 'seoTitle' | 'seoDescription'>;

/** The "Generate with AI" dialog's form (its rules are the shared postDraftSchema). */
export interface AiDraftValues {
  topic: string;
  tone: AiPostTone;
  length: AiPostLength;
}

/** The dialog opens with the title as the topic and the spec's defaults (spec 001 §9). */
export const aiDraftValuesOf = (title: string): AiDraftValues => ({
  topic: title.trim(),
  tone: DEFAULT_AI_TONE,
  length: DEFAULT_AI_LENGTH,
});

/** What the draft fills in: the title only when the editor's is empty, the rest replaced. */
export function applyDraft(values: PostFormValues, draft: PostDraft): PostFormValues {
  return {
    ...values,
    title: values.title.trim() === '' ? draft.title : values.title,
    content: draft.content,
    excerpt: draft.excerpt,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
  };
}

/** The request: the dialog's choices, the post's category name and language. */
export const aiDraftInputOf = (values: AiDraftValues, categoryName: string | null, language: ContentLanguage) => ({
  topic: values.topic,
  tone: values.tone,
  length: values.length,
  categoryName,
  language,
});

/** The server's explanation (not configured, provider failed, a refused field), if it gave one. */
export function aiDraftErrorOf(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  return null;
}
