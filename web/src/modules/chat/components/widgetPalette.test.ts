import { contrastRatio, parseColor } from '@vdp/shared/themes/contrast';
import { HIGH_CONTRAST } from './ChatWidget.styles';

const ratio = (text: string, background: string) => contrastRatio(parseColor(text)!, parseColor(background)!);

describe('the widget’s high-contrast palette', () => {
  it('puts every text and focus colour at 7:1 or more against what it sits on (WCAG AAA)', () => {
    expect(ratio(HIGH_CONTRAST.foreground, HIGH_CONTRAST.background)).toBeGreaterThanOrEqual(7);
    expect(ratio(HIGH_CONTRAST.onAccent, HIGH_CONTRAST.accent)).toBeGreaterThanOrEqual(7);
    // the yellow is also the focus ring on black
    expect(ratio(HIGH_CONTRAST.accent, HIGH_CONTRAST.background)).toBeGreaterThanOrEqual(7);
  });
});
