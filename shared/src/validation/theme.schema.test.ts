import { THEME_COLOR_KEYS, THEME_GRADIENT_KEYS } from '../themes/theme-tokens';
import { colorThemePatchSchema, colorThemeSchema } from './theme.schema';
import { problemsOf } from './testing';

const theme: Record<string, string> = {
  name: ' Forest ',
  ...Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, ' hsl(150, 40%, 30%) '])),
  ...Object.fromEntries(THEME_GRADIENT_KEYS.map((key) => [key, 'linear-gradient(135deg, hsl(150, 40%, 30%) 0%, #0b3d2e 100%)'])),
};

describe('colorThemeSchema', () => {
  it('accepts a whole theme, trimmed, with no description as null', () => {
    expect(colorThemeSchema.validateSync(theme)).toMatchObject({
      name: 'Forest',
      description: null,
      primary: 'hsl(150, 40%, 30%)',
    });
  });

  it('names each missing or malformed token', () => {
    const { primary: _left, ...missing } = theme;
    expect(problemsOf(colorThemeSchema, { ...missing, muted: 'grey', name: '' })).toEqual({
      name: { id: 'themes.name.required', values: {} },
      primary: { id: 'themes.color.invalid', values: { token: 'primary' } },
      muted: { id: 'themes.color.invalid', values: { token: 'muted' } },
    });
  });

  it('refuses gradients that would write other CSS', () => {
    for (const heroGradient of [
      'red',
      'linear-gradient(red, blue); } body { display: none',
      'linear-gradient(red, blue)} a{color:red',
      'linear-gradient(url(https://x.example/a.png), red)',
      'linear-gradient(red, "x")',
    ]) {
      expect(Object.keys(problemsOf(colorThemeSchema, { ...theme, heroGradient }))).toEqual(['heroGradient']);
    }
  });
});

describe('colorThemePatchSchema', () => {
  it('takes only the fields sent', () => {
    expect(colorThemePatchSchema.validateSync({ muted: '#eee' })).toEqual({ muted: '#eee' });
    expect(problemsOf(colorThemePatchSchema, { ring: null, name: ' ' })).toEqual({
      name: { id: 'themes.name.required', values: {} },
      ring: { id: 'themes.color.invalid', values: { token: 'ring' } },
    });
  });
});
