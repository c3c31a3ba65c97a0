import { renderHook } from '@testing-library/react';
import { useSpeech } from './useSpeech';

type Spoken = { text: string; lang: string };

/** jsdom has no speech synthesis: a recorder stands in for the browser's. */
function installSpeech(): Spoken[] {
  const spoken: Spoken[] = [];
  class Utterance {
    lang = '';
    constructor(public text: string) {}
  }
  Object.assign(globalThis, { SpeechSynthesisUtterance: Utterance });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: { speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang }), cancel: jest.fn() },
  });
  return spoken;
}

describe('useSpeech', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'speechSynthesis');
  });

  it('reads a text aloud in the language given, stopping what it was saying', () => {
    const spoken = installSpeech();
    const { result } = renderHook(() => useSpeech());
    expect(result.current.available).toBe(true);
    result.current.speak('Bonjour', 'fr-CA');
    expect(spoken).toEqual([{ text: 'Bonjour', lang: 'fr-CA' }]);
    expect(window.speechSynthesis.cancel).toHaveBeenCalled();
  });

  it('is unavailable, and silent, in a browser without speech synthesis', () => {
    const { result } = renderHook(() => useSpeech());
    expect(result.current.available).toBe(false);
    expect(() => result.current.speak('Hello', 'en-CA')).not.toThrow();
  });
});
