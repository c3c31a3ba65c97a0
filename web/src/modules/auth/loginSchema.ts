import { object, string } from 'yup';
import type { MessageId } from '../../i18n/messages';

export interface LoginValues {
  username: string;
  password: string;
}

export const LOGIN_INITIAL_VALUES: LoginValues = { username: '', password: '' };

const USERNAME_REQUIRED: MessageId = 'auth.validation.usernameRequired';
const PASSWORD_REQUIRED: MessageId = 'auth.validation.passwordRequired';

/** Spec 000 §5: both fields required. Errors are message ids, translated when shown. */
export const loginSchema = object({
  username: string().trim().required(USERNAME_REQUIRED),
  password: string().required(PASSWORD_REQUIRED),
});
