import { DEFAULT_SETTINGS, readSessionId, readSettings, storeSessionId, storeSettings } from './widgetStorage';

describe('the widget’s local storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps one conversation id: a new id removes older ones', () => {
    expect(readSessionId()).toBeNull();
    storeSessionId('widget-first-0001');
    storeSessionId('widget-second-0002');
    expect(readSessionId()).toBe('widget-second-0002');
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('vdp.chat.session:'))).toHaveLength(1);
  });

  it('remembers the settings and ignores values it does not know', () => {
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
    storeSettings({ ...DEFAULT_SETTINGS, textSize: 'xlarge', highContrast: true, language: 'fr' });
    expect(readSettings()).toMatchObject({ textSize: 'xlarge', highContrast: true, language: 'fr' });
    window.localStorage.setItem('vdp.chat.widget-settings', '{"textSize":"huge","language":"de"}');
    expect(readSettings()).toMatchObject({ textSize: 'medium', language: 'auto' });
  });
});
