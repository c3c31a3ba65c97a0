import { contrastRatio, parseColor } from '@vdp/shared/themes/contrast';
import { DEFAULT_THEME_TOKENS } from './tokens';

const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);

describe('the focus ring (GlobalStyle :focus-visible)', () => {
  it('stands out at 3:1 or more against the page and the cards it is drawn on (WCAG 2.2 non-text contrast)', () => {
    expect(ratio(DEFAULT_THEME_TOKENS.ring, DEFAULT_THEME_TOKENS.background)).toBeGreaterThanOrEqual(3);
    expect(ratio(DEFAULT_THEME_TOKENS.ring, DEFAULT_THEME_TOKENS.card)).toBeGreaterThanOrEqual(3);
    expect(ratio(DEFAULT_THEME_TOKENS.ring, DEFAULT_THEME_TOKENS.muted)).toBeGreaterThanOrEqual(3);
  });
});
