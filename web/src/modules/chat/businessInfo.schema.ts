import { BUSINESS_TEXT_FIELDS, type BusinessTextField } from '@vdp/shared/chat/business-fields';
import { array, object, string } from 'yup';
import type { ChatAssistantConfigFieldsFragment } from '../../graphql/__generated__/graphql';
import type { MessageId } from '../../i18n/messages';

export type BusinessInfoValues = Omit<ChatAssistantConfigFieldsFragment['businessInfo'], '__typename'>;

/** The text fields of the business information, in the form's order: the api's own list. */
export const BUSINESS_FIELDS: ReadonlyArray<BusinessTextField & keyof BusinessInfoValues> = BUSINESS_TEXT_FIELDS;

const EMAIL_INVALID: MessageId = 'chat.admin.config.validation.email';
const QUESTION_REQUIRED: MessageId = 'chat.admin.config.validation.question';
const ANSWER_REQUIRED: MessageId = 'chat.admin.config.validation.answer';
const PROMPT_REQUIRED: MessageId = 'chat.admin.config.validation.prompt';
const TOO_LONG: MessageId = 'chat.admin.config.validation.tooLong';

export const businessInfoSchema = object({
  email: string().trim().email(EMAIL_INVALID),
  commonQuestions: array(
    object({
      question: string().trim().required(QUESTION_REQUIRED).max(2000, TOO_LONG),
      answer: string().trim().required(ANSWER_REQUIRED).max(2000, TOO_LONG),
      language: string().oneOf(['en', 'fr']).required(),
    }),
  ).max(100),
});

export const instructionsSchema = object({
  systemPrompt: string().trim().required(PROMPT_REQUIRED).max(8000, TOO_LONG),
});

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
