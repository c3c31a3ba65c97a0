/** The widget keeps one conversation id per browser (spec 000 §4); a new id removes older ones. */
const PREFIX = 'vdp.chat.session:';
const SETTINGS_KEY = 'vdp.chat.widget-settings';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSessionId(): string | null {
  const store = storage();
  if (!store) return null;
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) return key.slice(PREFIX.length);
  }
  return null;
}

export function storeSessionId(sessionId: string): void {
  const store = storage();
  if (!store) return;
  const old: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) old.push(key);
  }
  old.forEach((key) => store.removeItem(key));
  store.setItem(`${PREFIX}${sessionId}`, new Date().toISOString());
}

export function newSessionId(): string {
  return `widget-${crypto.randomUUID()}`;
}

export const TEXT_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const TEXT_SCALE: Record<TextSize, string> = { small: '0.85rem', medium: '0.95rem', large: '1.1rem', xlarge: '1.3rem' };
export const WIDGET_LANGUAGES = ['auto', 'en', 'fr'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

export interface WidgetSettings {
  textSize: TextSize;
  highContrast: boolean;
  textToSpeech: boolean;
  keyboardNav: boolean;
  announce: boolean;
  language: WidgetLanguage;
}

export const DEFAULT_SETTINGS: WidgetSettings = {
  textSize: 'medium',
  highContrast: false,
  textToSpeech: false,
  keyboardNav: true,
  announce: true,
  language: 'auto',
};

export function readSettings(): WidgetSettings {
  try {
    const raw = JSON.parse(storage()?.getItem(SETTINGS_KEY) ?? '{}') as Partial<WidgetSettings>;
    return {
      textSize: TEXT_SIZES.includes(raw.textSize as TextSize) ? (raw.textSize as TextSize) : DEFAULT_SETTINGS.textSize,
      highContrast: raw.highContrast === true,
      textToSpeech: raw.textToSpeech === true,
      keyboardNav: raw.keyboardNav !== false,
      announce: raw.announce !== false,
      language: WIDGET_LANGUAGES.includes(raw.language as WidgetLanguage) ? (raw.language as WidgetLanguage) : 'auto',
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function storeSettings(settings: WidgetSettings): void {
  storage()?.setItem(SETTINGS_KEY, JSON.stringify(settings));
}
