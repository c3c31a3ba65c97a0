import { object, ref, string, type InferType } from 'yup';
import { message } from './message';
import { text } from './rules';

/** Lengths a chosen password may have. */
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const;

/** A password people may choose (sign-up links, an admin setting one). */
export const newPassword = () =>
  string()
    .typeError(message('auth.password.tooShort', { min: PASSWORD_LENGTH.min }))
    .required(message('auth.password.tooShort', { min: PASSWORD_LENGTH.min }))
    .min(PASSWORD_LENGTH.min, message('auth.password.tooShort'))
    .max(PASSWORD_LENGTH.max, message('auth.password.tooLong'));

/** The login form (spec 000 §5): the login page, POST /api/auth/login and login. */
export const loginSchema = object({
  username: text('auth.validation.usernameRequired').required(message('auth.validation.usernameRequired')),
  password: string().typeError(message('auth.validation.passwordRequired')).required(message('auth.validation.passwordRequired')),
});
export type LoginInput = InferType<typeof loginSchema>;

/** Choosing a password from an e-mailed link: POST /api/dealers/set-password and setDealerPassword. */
export const setPasswordSchema = object({
  token: text('auth.password.linkInvalid').required(message('auth.password.linkInvalid')),
  password: newPassword(),
});
export type SetPasswordInput = InferType<typeof setPasswordSchema>;

/** The set-password page: the password typed twice (the token comes from the link). */
export const setPasswordFormSchema = object({
  password: newPassword(),
  confirm: string()
    .typeError(message('auth.password.mismatch'))
    .oneOf([ref('password')], message('auth.password.mismatch'))
    .required(message('auth.password.mismatch')),
});
