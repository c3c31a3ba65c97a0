import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { ChatMessage } from '../useChatConversation';
import { MessageList } from './MessageList';

type Earlier = { hasMore: boolean; loading: boolean; onLoad: () => void };

const message = (id: number): ChatMessage => ({
  id,
  role: id % 2 ? 'user' : 'assistant',
  content: `message ${id}`,
  createdAt: '2026-11-28T12:00:00Z',
  tokens: null,
});
const messages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));

/** The list as a conversation shows it; `show` renders it again with other messages or another state. */
function renderList(list: ChatMessage[], earlier: Earlier) {
  const view = (shown: ChatMessage[], state: Earlier) => (
    <AreaMessages area="chat">
      <MessageList messages={shown} streaming={null} typing={false} earlier={state} />
    </AreaMessages>
  );
  const { rerender } = renderWithProviders(view(list, earlier));
  return (shown: ChatMessage[], state: Earlier) => act(() => rerender(view(shown, state)));
}

describe('MessageList, a conversation opened at its latest messages', () => {
  beforeAll(() => loadArea('chat', 'en'));

  it('offers the earlier messages while there are some, and says when they are loading', async () => {
    const user = userEvent.setup();
    const onLoad = jest.fn();
    const show = renderList(messages(5, 6), { hasMore: true, loading: false, onLoad });
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(onLoad).toHaveBeenCalledTimes(1);
    show(messages(5, 6), { hasMore: true, loading: true, onLoad });
    expect(screen.getByRole('button', { name: 'Loading earlier messages…' })).toHaveProperty('disabled', true);
    show(messages(3, 6), { hasMore: false, loading: false, onLoad });
    expect(screen.queryByRole('button', { name: /earlier messages/ })).toBeNull();
    expect(screen.getAllByText(/^message \d$/)).toHaveLength(4);
  });

  it('scrolls to the end for a new message, not for earlier ones put in front', () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const state = { hasMore: true, loading: false, onLoad: jest.fn() };
    const show = renderList(messages(5, 6), state);
    scrolled.mockClear();
    show(messages(3, 6), state);
    expect(scrolled).not.toHaveBeenCalled();
    show(messages(3, 7), state);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('moves between messages with the arrow keys, Home and End when keyboard navigation is on', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AreaMessages area="chat">
        <MessageList messages={messages(1, 4)} streaming={null} typing={false} keyboardNav />
      </AreaMessages>,
    );
    const items = screen.getAllByText(/^message \d$/).map((text) => text.closest('li') as HTMLElement);
    expect(items.map((item) => item.tabIndex)).toEqual([0, 0, 0, 0]);
    items[1].focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{ArrowDown}'); // stays on the last
    expect(document.activeElement).toBe(items[3]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
  });

  it('leaves the messages out of the Tab order when keyboard navigation is off', () => {
    renderWithProviders(
      <AreaMessages area="chat">
        <MessageList messages={messages(1, 2)} streaming={null} typing={false} keyboardNav={false} />
      </AreaMessages>,
    );
    const items = screen.getAllByText(/^message \d$/).map((text) => text.closest('li') as HTMLElement);
    expect(items.map((item) => item.hasAttribute('tabindex'))).toEqual([false, false]);
  });
});
