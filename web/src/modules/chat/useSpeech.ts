import { useCallback } from 'react';

/** Reads a text aloud with the browser's speech synthesis, when it has one. */
export function useSpeech() {
  const available = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const speak = useCallback(
    (text: string, lang: string) => {
      if (!available) return;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = lang;
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(utterance);
    },
    [available],
  );
  return { available, speak };
}
