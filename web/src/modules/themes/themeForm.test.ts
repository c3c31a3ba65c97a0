import { checkThemeContrast } from '@vdp/shared/themes/contrast';
import { DEFAULT_THEME_TOKENS } from '../../theme/tokens';
import {
  fromPicker,
  newThemeValues,
  pickerValue,
  previewTokens,
  themeFormValues,
  themeInput,
  type ThemeSummary,
} from './themeForm';

const stored: ThemeSummary = {
  id: 'forest',
  name: 'Forest',
  description: null,
  isActive: false,
  ...DEFAULT_THEME_TOKENS,
  primary: '150 60% 25%',
};

describe('theme form values', () => {
  it('starts a new theme from the colours the site wears, with no name', () => {
    const values = newThemeValues(DEFAULT_THEME_TOKENS);
    expect(values).toMatchObject({ name: '', description: '', primary: DEFAULT_THEME_TOKENS.primary });
    expect(checkThemeContrast(values).every((check) => check.passes)).toBe(true);
  });

  it('edits a stored theme, its bare HSL written as hsl()', () => {
    expect(themeFormValues(stored)).toMatchObject({ name: 'Forest', description: '', primary: 'hsl(150, 60%, 25%)' });
  });

  it('sends a blank description as null and nothing but the form fields', () => {
    const input = themeInput({ ...themeFormValues(stored), description: '  ' });
    expect(input.description).toBeNull();
    expect(Object.keys(input)).not.toContain('id');
  });
});

describe('preview tokens', () => {
  it('draws each value once it is a colour or a gradient, the fallback meanwhile', () => {
    const values = {
      ...newThemeValues(DEFAULT_THEME_TOKENS),
      primary: 'hsl(150, 6',
      heroGradient: 'linear-gradient(red, blue);}',
      muted: '#eee',
    };
    const tokens = previewTokens(values, DEFAULT_THEME_TOKENS);
    expect(tokens.primary).toBe(DEFAULT_THEME_TOKENS.primary);
    expect(tokens.heroGradient).toBe(DEFAULT_THEME_TOKENS.heroGradient);
    expect(tokens.muted).toBe('#eee');
  });
});

describe('colour picker', () => {
  it('shows a token as #rrggbb and writes the picked colour back as HSL', () => {
    expect(pickerValue('hsl(0, 0%, 100%)')).toBe('#ffffff');
    expect(pickerValue('not yet')).toBe('#000000');
    expect(fromPicker('#ff0000')).toBe('hsl(0, 100%, 50%)');
  });
});
