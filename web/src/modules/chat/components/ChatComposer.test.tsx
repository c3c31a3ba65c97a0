import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ChatComposer } from './ChatComposer';

describe('ChatComposer', () => {
  beforeAll(() => loadArea('chat', 'en'));

  it('refuses a message that is empty after trimming', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn(() => Promise.resolve(true));
    renderWithProviders(
      <AreaMessages area="chat">
        <ChatComposer id="t" onSend={onSend} disabled={false} />
      </AreaMessages>,
    );
    await user.type(screen.getByLabelText('Your message'), '   {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Please type a message first.');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed text with Enter, keeps Shift+Enter for new lines, and clears the box', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn(() => Promise.resolve(true));
    renderWithProviders(
      <AreaMessages area="chat">
        <ChatComposer id="t" onSend={onSend} disabled={false} />
      </AreaMessages>,
    );
    const box = screen.getByLabelText<HTMLTextAreaElement>('Your message');
    await user.type(box, '  Hello{Shift>}{Enter}{/Shift}there  {Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello\nthere');
    expect(box.value).toBe('');
  });

  it('gives the text back when sending failed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AreaMessages area="chat">
        <ChatComposer id="t" onSend={() => Promise.resolve(false)} disabled={false} />
      </AreaMessages>,
    );
    const box = screen.getByLabelText<HTMLTextAreaElement>('Your message');
    await user.type(box, 'Hi{Enter}');
    expect(box.value).toBe('Hi');
  });
});
