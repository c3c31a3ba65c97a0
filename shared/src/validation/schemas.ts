import type { AnyObjectSchema } from 'yup';
import { loginSchema, setPasswordFormSchema, setPasswordSchema } from './auth.schema';
import {
  businessInfoSchema,
  chatMessageSchema,
  chatSessionCreateSchema,
  chatSessionFilterSchema,
  chatSystemPromptSchema,
  chatWelcomeSchema,
} from './chat.schema';
import { dealerApplicationSchema, dealerStatusSchema } from './dealer-application.schema';
import { valuationSchema } from './valuation.schema';

/** Every shared schema, so that one test can throw hostile input at all of them. Add new ones here. */
export const ALL_SCHEMAS: Record<string, AnyObjectSchema> = {
  loginSchema,
  setPasswordSchema,
  setPasswordFormSchema,
  dealerApplicationSchema,
  dealerStatusSchema,
  valuationSchema,
  chatSessionCreateSchema,
  chatMessageSchema,
  chatWelcomeSchema,
  chatSystemPromptSchema,
  businessInfoSchema,
  chatSessionFilterSchema,
};
