import { checkThemeContrast, describeFailingPairs } from './contrast';
import { DEFAULT_THEME_TOKENS } from './default-theme';

describe('the built-in theme (web default and seeded active theme)', () => {
  it('has every text/background pair at WCAG AA', () => {
    expect(describeFailingPairs(checkThemeContrast(DEFAULT_THEME_TOKENS))).toEqual([]);
  });
});
