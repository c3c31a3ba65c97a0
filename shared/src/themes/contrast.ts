import { THEME_CONTRAST_PAIRS, WCAG_AA_RATIO, type ThemeColorKey } from './theme-tokens';

/** A colour as red, green and blue from 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const NUMBER = String.raw`(\d{1,3}(?:\.\d+)?)`;
const HSL_FUNCTION = new RegExp(String.raw`^hsl\(\s*${NUMBER}(?:deg)?\s*[,\s]\s*${NUMBER}%\s*[,\s]\s*${NUMBER}%\s*\)$`, 'i');
const BARE_HSL = new RegExp(String.raw`^${NUMBER}\s+${NUMBER}%\s+${NUMBER}%$`);
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The colour a theme token holds: `hsl(210, 100%, 50%)`, the bare `210 100% 50%` some theme
 * editors store, or `#1e40af`; null for anything else (a theme refuses it, so no other CSS ever
 * reaches a page).
 */
export function parseColor(value: string): Rgb | null {
  const text = value.trim();
  const hsl = HSL_FUNCTION.exec(text) ?? BARE_HSL.exec(text);
  if (hsl) {
    const [h, s, l] = [Number(hsl[1]), Number(hsl[2]), Number(hsl[3])];
    return h <= 360 && s <= 100 && l <= 100 ? hslToRgb(h, s, l) : null;
  }
  const hex = HEX.exec(text);
  if (!hex) return null;
  const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
  return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16) };
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const chroma = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (light - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

/** `#rrggbb`, what a colour input takes. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** `hsl(h, s%, l%)`, the form themes store, to a tenth (whole numbers would move a picked colour). */
export function toHsl({ r, g, b }: Rgb): string {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const light = (max + min) / 2;
  const delta = max - min;
  let hue = 0;
  let sat = 0;
  if (delta !== 0) {
    sat = delta / (1 - Math.abs(2 * light - 1));
    if (max === red) hue = ((green - blue) / delta) % 6;
    else if (max === green) hue = (blue - red) / delta + 2;
    else hue = (red - green) / delta + 4;
    hue = (hue * 60 + 360) % 360;
  }
  const tenth = (n: number) => String(Math.round(n * 10) / 10);
  return `hsl(${tenth(hue)}, ${tenth(sat * 100)}%, ${tenth(light * 100)}%)`;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** One text/background pair of a theme, checked. ratio is null when either colour is not one. */
export interface ContrastCheck {
  text: ThemeColorKey;
  background: ThemeColorKey;
  ratio: number | null;
  passes: boolean;
}

/** Every pair of THEME_CONTRAST_PAIRS checked against WCAG AA (4.5:1). */
export function checkThemeContrast(tokens: Readonly<Record<ThemeColorKey, string>>): ContrastCheck[] {
  return THEME_CONTRAST_PAIRS.map(([text, background]) => {
    const fg = parseColor(tokens[text]);
    const bg = parseColor(tokens[background]);
    // rounded down to 2 decimals, as shown: a pair shown as 4.49 never passes as 4.5
    const ratio = fg && bg ? Math.floor(contrastRatio(fg, bg) * 100) / 100 : null;
    return { text, background, ratio, passes: ratio !== null && ratio >= WCAG_AA_RATIO };
  });
}

/** The pairs below AA, as "mutedForeground on muted (3.2:1)": what a refusal names. */
export function describeFailingPairs(checks: readonly ContrastCheck[]): string[] {
  return checks
    .filter((check) => !check.passes)
    .map((check) => `${check.text} on ${check.background} (${check.ratio === null ? 'not a colour' : `${check.ratio}:1`})`);
}
