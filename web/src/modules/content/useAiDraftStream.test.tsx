import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useAiDraftStream } from './useAiDraftStream';

const draft = { title: 'T', content: '<p>Hello</p>', excerpt: 'E', seoTitle: 'S', seoDescription: 'D' };
const event = (fields: Partial<typeof draft> & { done: boolean; error?: string | null }) => ({
  result: { data: { postDraftStream: { __typename: 'PostDraftProgress', ...draft, error: null, ...fields } } },
});

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

async function setup() {
  const link = new MockSubscriptionLink();
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const { result, unmount } = renderHook(() => useAiDraftStream(), { wrapper });
  const handlers = { onProgress: jest.fn(), onDone: jest.fn(), onFail: jest.fn() };
  await act(async () => result.current.start({ topic: 'Winter' }, handlers));
  await act(settle); // the link is asked a little later
  /** The link answers on a timer too. */
  const emit = async (answer: ReturnType<typeof event>) => {
    link.simulateResult(answer);
    await act(settle);
  };
  return { link, emit, result, handlers, unmount };
}

describe('useAiDraftStream', () => {
  it('passes on each step, then the checked draft, and stops streaming', async () => {
    const { emit, result, handlers } = await setup();
    expect(result.current.streaming).toBe(true);
    await emit(event({ content: '<p>He</p>', done: false }));
    await emit(event({ done: false }));
    expect(handlers.onProgress).toHaveBeenCalledTimes(2);
    expect(handlers.onProgress.mock.calls[0]?.[0]).toMatchObject({ content: '<p>He</p>' });
    await emit(event({ done: true }));
    expect(handlers.onDone).toHaveBeenCalledWith(expect.objectContaining(draft));
    expect(result.current.streaming).toBe(false);
    expect(handlers.onFail).not.toHaveBeenCalled();
  });

  it("says why when the last event has the server's reason", async () => {
    const { emit, handlers } = await setup();
    await emit(event({ done: true, error: 'Generation Failed: no usable draft' }));
    expect(handlers.onFail).toHaveBeenCalledWith('Generation Failed: no usable draft');
    expect(handlers.onDone).not.toHaveBeenCalled();
  });

  it('unsubscribes on Stop and when the editor goes away', async () => {
    const { link, result, unmount } = await setup();
    const unsubscribed = jest.fn();
    link.onUnsubscribe(unsubscribed);
    act(() => result.current.stop());
    expect(unsubscribed).toHaveBeenCalledTimes(1);
    expect(result.current.streaming).toBe(false);
    unmount();
  });
});
