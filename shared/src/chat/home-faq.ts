import { catalogue as en } from '../i18n/en';
import { catalogue as fr } from '../i18n/fr';
import type { ChatLanguage } from './chat.constants';

/** The home page's FAQ lives in the shared catalogue (home.faq.qN / home.faq.aN): the page and the assistant say the same thing. */
const HOME_FAQ_MESSAGES: Record<ChatLanguage, Record<string, string>> = { en, fr };

export interface FaqEntry {
  question: string;
  answer: string;
  language: ChatLanguage;
}

/** The FAQ as question and answer pairs, English then French, in the page's order. */
export const HOME_FAQ: readonly FaqEntry[] = (['en', 'fr'] as const).flatMap((language) => {
  const messages = HOME_FAQ_MESSAGES[language];
  const entries: FaqEntry[] = [];
  for (let n = 1; messages[`home.faq.q${n}`]; n += 1) {
    const answer = messages[`home.faq.a${n}`];
    if (answer) entries.push({ question: messages[`home.faq.q${n}`], answer, language });
  }
  return entries;
});
