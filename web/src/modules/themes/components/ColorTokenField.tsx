import type { ThemeColorKey } from '@vdp/shared/themes/theme-tokens';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextField } from '../../../components/form/TextField';
import { fromPicker, pickerValue, tokenLabelId } from '../themeForm';

const Picker = styled.input`
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  cursor: pointer;
`;

/** One colour token: its HSL text, and a colour picker in the field's edge writing the same value. */
export function ColorTokenField({ token }: { token: ThemeColorKey }) {
  const intl = useIntl();
  const [field, , helpers] = useField<string>(token);
  const label = intl.formatMessage({ id: tokenLabelId(token) });
  return (
    <TextField
      name={token}
      label={label}
      spellCheck={false}
      autoComplete="off"
      addon={
        <Picker
          type="color"
          aria-label={intl.formatMessage({ id: 'themes.editor.pick' }, { token: label })}
          value={pickerValue(field.value)}
          onChange={(event) => void helpers.setValue(fromPicker(event.target.value))}
        />
      }
    />
  );
}
