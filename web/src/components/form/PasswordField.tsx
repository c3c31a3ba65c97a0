import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { TextField, type TextFieldProps } from './TextField';

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

/** A Formik-bound password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const toggleLabel = intl.formatMessage({ id: visible ? 'form.password.hide' : 'form.password.show' });
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <Toggle type="button" aria-label={toggleLabel} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </Toggle>
      }
    />
  );
}
