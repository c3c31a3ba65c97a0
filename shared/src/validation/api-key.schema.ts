import { boolean, object, type InferType } from 'yup';
import { API_KEY_LIMITS } from '../api-keys/api-keys';
import { ROLES } from '../auth/roles';
import { message } from './message';
import { oneOf, requiredText } from './rules';

/**
 * A new API key (POST /api/api-keys, createApiKey): its name, the role it acts with and whether it
 * may only read. Read-only unless said otherwise: the safer key is the default.
 */
export const apiKeyCreateSchema = object({
  name: requiredText('apiKeys.name.required', { max: API_KEY_LIMITS.name, id: 'apiKeys.name.tooLong' }),
  role: oneOf(ROLES, 'apiKeys.role.invalid'),
  readOnly: boolean()
    .typeError(message('apiKeys.readOnly.invalid'))
    .nonNullable(message('apiKeys.readOnly.invalid'))
    .default(true),
});
export type ApiKeyCreateInput = InferType<typeof apiKeyCreateSchema>;
