import { useField } from 'formik';
import { FormattedMessage } from 'react-intl';
import { TextField } from '../../../components/ui/TextField';

export function UsernameField() {
  const [field, meta] = useField<string>('username');
  return (
    <TextField
      {...field}
      label={<FormattedMessage id="auth.login.username" />}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      error={meta.touched ? meta.error : undefined}
    />
  );
}
