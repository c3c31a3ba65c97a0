import type { ChatLanguage } from '@vdp/shared/chat/chat.constants';

const FRENCH =
  /\b(je|j'|vous|est-ce|comment|quand|pourquoi|combien|voiture|véhicule|reçu|remorquage|bonjour|merci|où|quel|quelle|mon|ma|mes|une|des|les|faire|don)\b/gi;
const ENGLISH = /\b(i|you|how|when|why|what|where|car|vehicle|receipt|pickup|hello|thanks|my|the|a|an|is|do|does|donate)\b/gi;

/** The visitor's language: the one asked for (widget select, page language), else guessed from the text. */
export function chatLanguage(requested: ChatLanguage | null, text: string): ChatLanguage {
  if (requested) return requested;
  const fr = text.match(FRENCH)?.length ?? 0;
  const en = text.match(ENGLISH)?.length ?? 0;
  return fr > en ? 'fr' : 'en';
}
