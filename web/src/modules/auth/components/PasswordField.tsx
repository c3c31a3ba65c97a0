import { useField } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/icons';
import { TextField } from '../../../components/ui/TextField';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedForeground};

  &:hover {
    color: ${({ theme }) => theme.colors.foreground};
    background: ${({ theme }) => theme.colors.muted};
  }
`;

export function PasswordField() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const [field, meta] = useField<string>('password');
  const toggleLabel = intl.formatMessage({ id: visible ? 'auth.login.hidePassword' : 'auth.login.showPassword' });

  return (
    <TextField
      {...field}
      label={<FormattedMessage id="auth.login.password" />}
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      error={meta.touched ? meta.error : undefined}
      addon={
        <Toggle type="button" aria-label={toggleLabel} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </Toggle>
      }
    />
  );
}
