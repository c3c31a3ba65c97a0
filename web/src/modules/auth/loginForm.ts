export interface LoginValues {
  username: string;
  password: string;
}

/** The login form starts empty; its rules are @vdp/shared's loginSchema. */
export const LOGIN_INITIAL_VALUES: LoginValues = { username: '', password: '' };
