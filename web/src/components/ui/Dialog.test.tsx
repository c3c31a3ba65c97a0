import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

/** A page with a button that opens a dialog; the parent re-renders on its own (a clock). */
function Page({ withField }: { withField: boolean }) {
  const [open, setOpen] = useState(false);
  const [, setTick] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" onClick={() => setTick((n) => n + 1)}>
        Tick
      </button>
      {open &&
        (withField ? (
          <Dialog title="Bid" onClose={() => setOpen(false)}>
            <label>
              Amount <input />
            </label>
            <button type="button">Done</button>
          </Dialog>
        ) : (
          <ConfirmDialog title="Replace?" body="Sure?" confirmLabel="Replace" onAnswer={() => setOpen(false)} />
        ))}
    </>
  );
}

describe('Dialog focus', () => {
  it('moves focus to the first field, keeps it there while the page re-renders, and returns it on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page withField />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    const amount = screen.getByLabelText('Amount');
    expect(document.activeElement).toBe(amount);
    await user.keyboard('{Tab}');
    const done = screen.getByRole('button', { name: 'Done' });
    expect(document.activeElement).toBe(done);
    // the page re-rendering (a new onClose each time) leaves focus where the person put it
    act(() => screen.getByRole('button', { name: 'Tick', hidden: true }).click());
    expect(document.activeElement).toBe(done);
    await user.keyboard('{Tab}'); // wraps to the first control inside
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses a dialog without fields itself, and returns focus when answered', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Page withField={false} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Replace?' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
