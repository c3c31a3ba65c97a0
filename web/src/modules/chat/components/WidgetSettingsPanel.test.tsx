import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DEFAULT_SETTINGS, readSettings, storeSettings, type WidgetSettings } from '../widgetStorage';
import { WidgetSettingsPanel } from './WidgetSettingsPanel';

/** The panel as the widget uses it: every change is kept and stored. */
function Harness({ speechAvailable = true, onChange }: { speechAvailable?: boolean; onChange: (s: WidgetSettings) => void }) {
  const [settings, setSettings] = useState<WidgetSettings>(readSettings);
  return (
    <AreaMessages area="chat">
      <WidgetSettingsPanel
        id="settings"
        settings={settings}
        speechAvailable={speechAvailable}
        onChange={(next) => {
          setSettings(next);
          storeSettings(next);
          onChange(next);
        }}
      />
    </AreaMessages>
  );
}

describe('WidgetSettingsPanel (spec 000 §2.12)', () => {
  beforeAll(() => loadArea('chat', 'en'));

  it('changes each setting from the keyboard and stores it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Display and accessibility' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Text size'), 'large');
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_SETTINGS, textSize: 'large' });

    // every option is a checkbox reached with Tab and toggled with Space
    for (const [name, key] of [
      ['High contrast', 'highContrast'],
      ['Read replies aloud', 'textToSpeech'],
    ] as const) {
      const box = screen.getByRole('checkbox', { name });
      box.focus();
      await user.keyboard(' ');
      expect(onChange.mock.lastCall?.[0][key]).toBe(true);
    }
    const keyboard = screen.getByRole('checkbox', { name: /Keyboard navigation/ });
    const announce = screen.getByRole('checkbox', { name: 'Announce new messages' });
    expect([keyboard, announce].map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    await user.click(announce);
    expect(onChange.mock.lastCall?.[0].announce).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(readSettings()).toEqual({
      ...DEFAULT_SETTINGS,
      textSize: 'large',
      highContrast: true,
      textToSpeech: true,
      announce: false,
      language: 'fr',
    });
  });

  it('offers auto-detect, English and French', () => {
    renderWithProviders(<Harness onChange={jest.fn()} />);
    const options = screen.getByRole('combobox', { name: 'Language' }).querySelectorAll('option');
    expect(Array.from(options, (option) => [option.value, option.textContent])).toEqual([
      ['auto', 'Auto-detect'],
      ['en', 'English'],
      ['fr', 'French'],
    ]);
  });

  it('says when the browser cannot read aloud, and keeps the option off', () => {
    storeSettings({ ...DEFAULT_SETTINGS, textToSpeech: true });
    renderWithProviders(<Harness speechAvailable={false} onChange={jest.fn()} />);
    const speech = screen.getByRole('checkbox', { name: /Read replies aloud/ }) as HTMLInputElement;
    expect(speech.disabled).toBe(true);
    expect(speech.checked).toBe(false);
    expect(speech.getAttribute('aria-describedby')).toBe('settings-no-speech');
    expect(document.getElementById('settings-no-speech')?.textContent).toBe('This browser cannot read aloud');
  });
});
