import { useIntl } from 'react-intl';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { ConfirmRequest } from '../../../components/ui/ConfirmDialog';
import type { MessageId } from '../../../i18n/messages';
import { valuePath, type AdminSettingRow } from '../settingsForm';
import { SecretSettingField } from './SecretSettingField';

/** The catalog ids of a setting's label and hint (the area catalog has one of each for every offered setting). */
export const labelId = (name: string) => `settings.field.${name}` as MessageId;
export const hintId = (name: string) => `settings.hint.${name}` as MessageId;

const INPUT_TYPES: Record<string, { type: string; inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'url' }> = {
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
  url: { type: 'url', inputMode: 'url' },
  number: { type: 'text', inputMode: 'numeric' },
  money: { type: 'text', inputMode: 'decimal' },
};

/** One setting's control, by its type: text, e-mail, phone, number, money, JSON or secret. */
export function SettingField({ setting, ask }: { setting: AdminSettingRow; ask: (request: ConfirmRequest) => Promise<boolean> }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId(setting.name) });
  const hint = intl.formatMessage({ id: hintId(setting.name) });
  if (setting.isSecret) return <SecretSettingField setting={setting} label={label} hint={hint} ask={ask} />;
  if (setting.type === 'boolean') {
    const options = [
      { value: 'true', label: intl.formatMessage({ id: 'settings.boolean.yes' }) },
      { value: 'false', label: intl.formatMessage({ id: 'settings.boolean.no' }) },
    ];
    return <SelectField name={valuePath(setting.name)} label={label} hint={hint} options={options} />;
  }
  if (setting.type === 'json') {
    return <TextAreaField name={valuePath(setting.name)} label={label} hint={hint} rows={9} spellCheck={false} />;
  }
  const input = INPUT_TYPES[setting.type] ?? { type: 'text' };
  return <TextField name={valuePath(setting.name)} label={label} hint={hint} type={input.type} inputMode={input.inputMode} />;
}
