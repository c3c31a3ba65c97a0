import { readBusinessInfo } from './business-info';
import { bestMatch, builtInAnswer, keywords } from './builtin-assistant';
import { withinBudget } from './chat-history';
import { chatLanguage } from './chat-language';

const business = readBusinessInfo({
  phone: '555-0100',
  email: 'help@example.org',
  supportHours: '9-5',
  avgPickupTime: '1-3 business days',
});
const knowledge = [
  { question: 'Can I donate a boat?', answer: 'Yes, boats are welcome.', language: 'en' as const },
  { question: 'Puis-je donner un bateau?', answer: 'Oui, les bateaux sont les bienvenus.', language: 'fr' as const },
];
const ask = (content: string, language: 'en' | 'fr') =>
  builtInAnswer({ history: [{ role: 'user', content }], language, business, knowledge });

describe('the built-in assistant', () => {
  it('reduces text to meaningful words without accents', () => {
    expect(keywords('Où est mon véhicule? The boats!')).toEqual(['vehicule', 'boat']);
  });

  it('finds the best-matching answer in the visitor’s language', () => {
    expect(ask('can I donate my boat', 'en')).toBe('Yes, boats are welcome.');
    expect(ask('Est-ce que je peux donner mon bateau?', 'fr')).toBe('Oui, les bateaux sont les bienvenus.');
  });

  it('answers from the business information', () => {
    expect(ask('How long does pickup take?', 'en')).toBe('Pickup usually happens within 1-3 business days, free of charge.');
  });

  it('says it does not know and gives phone, e-mail and hours', () => {
    expect(ask('What is the meaning of life?', 'en')).toBe(
      'I’m sorry, I don’t know the answer to that. A person on our team can help: phone 555-0100, e-mail help@example.org, hours 9-5.',
    );
    expect(bestMatch('zzz qqq', knowledge)).toBeUndefined();
  });
});

describe('the visitor’s language and the history budget', () => {
  it('takes the language asked for, else guesses it from the text', () => {
    expect(chatLanguage('fr', 'hello')).toBe('fr');
    expect(chatLanguage(null, 'Comment faire un don de ma voiture?')).toBe('fr');
    expect(chatLanguage(null, 'How do I donate my car?')).toBe('en');
  });

  it('keeps the most recent turns within the token budget', () => {
    const turns = ['a'.repeat(400), 'b'.repeat(400), 'c'.repeat(400)].map((content) => ({ role: 'user' as const, content }));
    expect(withinBudget(turns, 250).map((t) => t.content[0])).toEqual(['b', 'c']);
    expect(withinBudget([{ role: 'user', content: 'x'.repeat(10_000) }], 10)).toHaveLength(1);
  });
});
