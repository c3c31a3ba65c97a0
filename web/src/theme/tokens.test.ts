import { checkThemeContrast } from '@vdp/shared/themes/contrast';
import { DEFAULT_THEME_TOKENS } from './tokens';

describe('theme tokens', () => {
  it('has built-in tokens whose text meets WCAG AA', () => {
    expect(checkThemeContrast(DEFAULT_THEME_TOKENS).filter((check) => !check.passes)).toEqual([]);
  });
});
