import { checkThemeContrast, contrastRatio, describeFailingPairs, parseColor, toHex, toHsl } from './contrast';
import { THEME_COLOR_KEYS, type ThemeColorKey } from './theme-tokens';

const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };

/** The seeded demo theme (api reference data): the column defaults with primary at 40% lightness. */
const SEEDED: Record<ThemeColorKey, string> = {
  primary: 'hsl(210, 100%, 40%)',
  primaryForeground: 'hsl(0, 0%, 100%)',
  secondary: 'hsl(210, 40%, 96%)',
  secondaryForeground: 'hsl(222, 47%, 11%)',
  accent: 'hsl(210, 40%, 96%)',
  accentForeground: 'hsl(222, 47%, 11%)',
  background: 'hsl(0, 0%, 100%)',
  foreground: 'hsl(222, 84%, 5%)',
  card: 'hsl(0, 0%, 100%)',
  cardForeground: 'hsl(222, 84%, 5%)',
  muted: 'hsl(210, 40%, 96%)',
  mutedForeground: 'hsl(215, 16%, 47%)',
  border: 'hsl(214, 32%, 91%)',
  input: 'hsl(214, 32%, 91%)',
  ring: 'hsl(210, 100%, 50%)',
};

describe('parseColor', () => {
  it('reads hsl(), the bare HSL form and hex', () => {
    expect(parseColor('hsl(0, 0%, 100%)')).toEqual(WHITE);
    expect(parseColor(' hsl(0 0% 0%) ')).toEqual(BLACK);
    expect(parseColor('210 100% 50%')).toEqual({ r: 0, g: 128, b: 255 });
    expect(parseColor('#fff')).toEqual(WHITE);
    expect(parseColor('#0080FF')).toEqual({ r: 0, g: 128, b: 255 });
  });

  it('refuses anything else, CSS that would escape the value included', () => {
    for (const bad of ['', 'blue', 'hsl(400, 10%, 10%)', 'hsl(10, 120%, 10%)', '#12', 'red;} body{', 'hsl(1,1%,1%);x']) {
      expect(parseColor(bad)).toBeNull();
    }
  });
});

describe('hex and hsl', () => {
  it('round-trips a colour through the forms a colour input and a theme use', () => {
    expect(toHex({ r: 0, g: 128, b: 255 })).toBe('#0080ff');
    expect(toHsl(parseColor('#0080ff')!)).toBe('hsl(209.9, 100%, 50%)');
    expect(toHsl(WHITE)).toBe('hsl(0, 0%, 100%)');
    expect(toHex(parseColor(toHsl(parseColor('#1e40af')!))!)).toBe('#1e40af');
  });
});

describe('contrast', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // #767676 on white is the classic lightest grey that passes AA (4.54:1)
    expect(contrastRatio(parseColor('#767676')!, WHITE)).toBeCloseTo(4.54, 2);
  });

  it('checks every pair the components draw and names those below AA', () => {
    const failing = { ...SEEDED, mutedForeground: 'hsl(215, 16%, 65%)', primary: 'nonsense' };
    const checks = checkThemeContrast(failing);
    expect(checks).toHaveLength(7);
    expect(describeFailingPairs(checks)).toEqual([
      'primaryForeground on primary (not a colour)',
      expect.stringMatching(/^mutedForeground on muted \(\d\.\d+:1\)$/),
      expect.stringMatching(/^mutedForeground on background \(\d\.\d+:1\)$/),
    ]);
  });

  // Issue 17 fixes the seed's tokens at their source; until then its muted text on muted fails AA.
  it('finds the one pair of the seeded demo theme below AA', () => {
    expect(Object.keys(SEEDED).sort()).toEqual([...THEME_COLOR_KEYS].sort());
    expect(describeFailingPairs(checkThemeContrast(SEEDED))).toEqual(['mutedForeground on muted (4.28:1)']);
  });
});
