import { checkThemeContrast } from '@vdp/shared/themes/contrast';
import { THEME_COLOR_KEYS, THEME_GRADIENT_KEYS } from '@vdp/shared/themes/theme-tokens';
import { DEFAULT_THEME_TOKENS, THEME_TOKEN_KEYS } from './tokens';

describe('theme tokens', () => {
  it('lists the tokens @vdp/shared checks, in its order', () => {
    expect([...THEME_TOKEN_KEYS]).toEqual([...THEME_COLOR_KEYS, ...THEME_GRADIENT_KEYS]);
  });

  it('has built-in tokens whose text meets WCAG AA', () => {
    expect(checkThemeContrast(DEFAULT_THEME_TOKENS).filter((check) => !check.passes)).toEqual([]);
  });
});
