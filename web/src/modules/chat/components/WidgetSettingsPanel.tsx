import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { TEXT_SIZES, WIDGET_LANGUAGES, type WidgetSettings } from '../widgetStorage';

const Panel = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: 0.9em;
  & legend {
    font-weight: 700;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  & label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  & select {
    margin-left: auto;
    font: inherit;
    padding: 2px 4px;
  }
`;

type Toggle = 'highContrast' | 'textToSpeech' | 'keyboardNav' | 'announce';
const TOGGLES: Toggle[] = ['highContrast', 'textToSpeech', 'keyboardNav', 'announce'];

interface Props {
  id: string;
  settings: WidgetSettings;
  onChange: (settings: WidgetSettings) => void;
  speechAvailable: boolean;
}

/** Text size and accessibility options of the widget (spec 000 §2.12). */
export function WidgetSettingsPanel({ id, settings, onChange, speechAvailable }: Props) {
  const intl = useIntl();
  return (
    <Panel id={id}>
      <legend>
        <FormattedMessage id="chat.widget.settings.title" />
      </legend>
      <label>
        <FormattedMessage id="chat.widget.settings.textSize" />
        <select
          value={settings.textSize}
          onChange={(e) => onChange({ ...settings, textSize: e.target.value as WidgetSettings['textSize'] })}
        >
          {TEXT_SIZES.map((size) => (
            <option key={size} value={size}>
              {intl.formatMessage({ id: `chat.widget.settings.size.${size}` })}
            </option>
          ))}
        </select>
      </label>
      {TOGGLES.map((toggle) => {
        const unavailable = toggle === 'textToSpeech' && !speechAvailable;
        return (
          <label key={toggle}>
            <input
              type="checkbox"
              checked={settings[toggle] && !unavailable}
              disabled={unavailable}
              aria-describedby={unavailable ? `${id}-no-speech` : undefined}
              onChange={(e) => onChange({ ...settings, [toggle]: e.target.checked })}
            />
            <FormattedMessage id={`chat.widget.settings.${toggle}`} />
            {unavailable && (
              <small id={`${id}-no-speech`}>
                <FormattedMessage id="chat.widget.settings.textToSpeechUnavailable" />
              </small>
            )}
          </label>
        );
      })}
      <label>
        <FormattedMessage id="chat.widget.settings.language" />
        <select
          value={settings.language}
          onChange={(e) => onChange({ ...settings, language: e.target.value as WidgetSettings['language'] })}
        >
          {WIDGET_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {intl.formatMessage({ id: `chat.widget.settings.language.${language}` })}
            </option>
          ))}
        </select>
      </label>
    </Panel>
  );
}
