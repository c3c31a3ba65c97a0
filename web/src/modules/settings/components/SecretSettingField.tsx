import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldBox, HintText, Label } from '../../../components/form/fieldStyles';
import { PasswordField } from '../../../components/form/PasswordField';
import { Button } from '../../../components/ui/Button';
import type { ConfirmRequest } from '../../../components/ui/ConfirmDialog';
import { fieldOf, valuePath, type AdminSettingRow, type SecretMode } from '../settingsForm';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

const State = styled.span`
  font-weight: 600;
`;

interface SecretSettingFieldProps {
  setting: AdminSettingRow;
  label: string;
  hint: string;
  ask: (request: ConfirmRequest) => Promise<boolean>;
}

/** A secret: never shown, only "Set (…1234)"; Replace opens a password field, Clear (confirmed) removes it on save. */
export function SecretSettingField({ setting, label, hint, ask }: SecretSettingFieldProps) {
  const intl = useIntl();
  const [mode, , modeHelpers] = useField<SecretMode>(`modes.${fieldOf(setting.name)}`);
  const [, , valueHelpers] = useField<string>(valuePath(setting.name));
  const setMode = (next: SecretMode) => {
    void modeHelpers.setValue(next);
    if (next !== 'replace') void valueHelpers.setValue('');
  };
  const clear = async () => {
    const confirmed = await ask({
      title: intl.formatMessage({ id: 'settings.clear.title' }, { label }),
      body: intl.formatMessage({ id: 'settings.clear.body' }),
      confirmLabel: intl.formatMessage({ id: 'settings.clear.confirm' }),
    });
    if (confirmed) setMode('clear');
  };
  const state = setting.isSet
    ? setting.lastFour
      ? intl.formatMessage({ id: 'settings.secret.set' }, { lastFour: setting.lastFour })
      : intl.formatMessage({ id: 'settings.secret.setShort' })
    : intl.formatMessage({ id: 'settings.secret.notSet' });
  return (
    <FieldBox role="group" aria-label={label}>
      <Label as="span">{label}</Label>
      <Row>
        <State data-testid={`secret-state-${setting.name}`}>{state}</State>
        {mode.value === 'keep' ? (
          <>
            <Button type="button" $variant="outline" $size="sm" onClick={() => setMode('replace')}>
              <FormattedMessage id="settings.secret.replace" />
            </Button>
            {setting.isSet && (
              <Button type="button" $variant="outline" $size="sm" onClick={() => void clear()}>
                <FormattedMessage id="settings.secret.clear" />
              </Button>
            )}
          </>
        ) : (
          <Button type="button" $variant="outline" $size="sm" onClick={() => setMode('keep')}>
            <FormattedMessage id="settings.secret.keep" />
          </Button>
        )}
      </Row>
      {mode.value === 'replace' && (
        <PasswordField
          name={valuePath(setting.name)}
          label={intl.formatMessage({ id: 'settings.secret.newValue' }, { label })}
          autoComplete="off"
          autoFocus
        />
      )}
      {mode.value === 'clear' && (
        <HintText role="status">
          <FormattedMessage id="settings.secret.willClear" />
        </HintText>
      )}
      <HintText>
        {hint} <FormattedMessage id="settings.secret.encrypted" />
      </HintText>
    </FieldBox>
  );
}
