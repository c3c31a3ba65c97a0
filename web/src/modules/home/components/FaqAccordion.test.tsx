import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FAQ_COUNT, FAQ_ITEMS } from '../content';
import { FaqAccordion } from './FaqAccordion';
import { FaqSection } from './FaqSection';

const questions = () => screen.getAllByRole('button', { name: /\?$/ });
const expanded = () => questions().map((button) => button.getAttribute('aria-expanded'));

describe('FAQ accordion', () => {
  it('starts closed, with buttons wired to their answers', () => {
    renderWithProviders(<FaqAccordion items={FAQ_ITEMS} />);
    expect(questions()).toHaveLength(6);
    for (const button of questions()) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel?.hidden).toBe(true);
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    }
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={FAQ_ITEMS} />);
    await user.click(questions()[0]!);
    expect(expanded()).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(screen.getByText(/We accept cars, trucks/)).toBeTruthy();

    await user.click(questions()[2]!);
    expect(expanded()).toEqual(['false', 'false', 'true', 'false', 'false', 'false']);
    const first = document.getElementById(questions()[0]!.getAttribute('aria-controls') ?? '');
    expect(first?.hidden).toBe(true);
  });

  it('closes the open answer when its question is chosen again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={FAQ_ITEMS} />);
    await user.click(questions()[1]!);
    await user.click(questions()[1]!);
    expect(expanded()).toEqual(Array(6).fill('false'));
  });

  it('works from the keyboard: Enter toggles, arrows, Home and End move', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqAccordion items={FAQ_ITEMS} />);
    questions()[0]!.focus();
    await user.keyboard('{Enter}');
    expect(expanded()[0]).toBe('true');
    fireEvent.keyDown(questions()[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(questions()[1]);
    fireEvent.keyDown(questions()[1]!, { key: 'End' });
    expect(document.activeElement).toBe(questions()[5]);
    fireEvent.keyDown(questions()[5]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(questions()[0]);
    fireEvent.keyDown(questions()[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(questions()[5]);
    await user.keyboard(' ');
    expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'true']);
  });

  it('has six questions on / and five on /home-original', () => {
    const { unmount } = renderWithProviders(<FaqSection count={FAQ_COUNT.current} />);
    expect(questions()).toHaveLength(6);
    expect(document.getElementById('faq')).not.toBeNull();
    unmount();
    renderWithProviders(<FaqSection count={FAQ_COUNT.original} />);
    expect(questions()).toHaveLength(5);
  });
});
