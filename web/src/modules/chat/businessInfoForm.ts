import { BUSINESS_TEXT_FIELDS, type BusinessTextField } from '@vdp/shared/chat/business-fields';
import type { ChatAssistantConfigFieldsFragment } from './graphql/ChatAssistantConfigFields.generated';

export type BusinessInfoValues = Omit<ChatAssistantConfigFieldsFragment['businessInfo'], '__typename'>;

/** The text fields of the business information, in the form's order: the api's own list. */
export const BUSINESS_FIELDS: ReadonlyArray<BusinessTextField & keyof BusinessInfoValues> = BUSINESS_TEXT_FIELDS;

/** The form's values as the server takes them (no __typename). */
export function toInput(values: BusinessInfoValues): BusinessInfoValues {
  const input = Object.fromEntries(BUSINESS_FIELDS.map((f) => [f, values[f].trim()])) as Omit<
    BusinessInfoValues,
    'commonQuestions'
  >;
  return {
    ...input,
    commonQuestions: values.commonQuestions.map(({ question, answer, language }) => ({
      question: question.trim(),
      answer: answer.trim(),
      language,
    })),
  };
}
