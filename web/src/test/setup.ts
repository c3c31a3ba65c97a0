import { TextDecoder, TextEncoder } from 'node:util';

/* jsdom lacks TextEncoder (react-router needs it), layout and canvas: stub what the app touches. */
Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();
HTMLCanvasElement.prototype.getContext = jest.fn(() => null) as unknown as typeof HTMLCanvasElement.prototype.getContext;

beforeEach(() => {
  window.localStorage.clear();
});
