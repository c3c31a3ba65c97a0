import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { useToast } from './ToastContext';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First', description: 'One' })}>
        first
      </button>
      <button type="button" onClick={() => toast({ title: 'Oops', description: 'Two', variant: 'destructive' })}>
        second
      </button>
    </>
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one at a time and closes after 5000 ms', () => {
    renderWithProviders(<Trigger />);
    fireEvent.click(screen.getByText('first'));
    expect(screen.getByRole('status').textContent).toContain('First');
    fireEvent.click(screen.getByText('second'));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Oops');

    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Oops')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Oops')).toBeNull();
  });

  it('closes on its dismiss button', () => {
    renderWithProviders(<Trigger />);
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('First')).toBeNull();
  });

  it('focuses its live region on F8', () => {
    renderWithProviders(<Trigger />);
    const region = screen.getByRole('list', { name: 'Notifications (F8)' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(region);
  });

  it('refuses to work outside its provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/outside <ToastProvider>/);
    spy.mockRestore();
  });
});
