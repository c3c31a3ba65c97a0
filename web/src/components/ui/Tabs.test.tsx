import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Tabs } from './Tabs';

function Harness() {
  const [active, setActive] = useState<'a' | 'b'>('a');
  return (
    <Tabs
      label="Views"
      active={active}
      onChange={setActive}
      tabs={[
        { key: 'a', label: 'Staff Dashboard', content: <p>first panel</p> },
        { key: 'b', label: 'Donor Portal', content: <p>second panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('switch with a click or the arrow keys, keeping one tab in the tab order', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const [first, second] = screen.getAllByRole('tab');
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(second.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel').textContent).toBe('first panel');

    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(screen.getByRole('tabpanel').textContent).toBe('second panel');

    await user.keyboard('{ArrowRight}');
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.click(second);
    expect(screen.getByRole('tabpanel', { name: 'Donor Portal' }).textContent).toBe('second panel');
  });
});
