import { CHARITY_CHOICES } from '@vdp/shared/donations/donation.constants';
import { choiceOfName, namesOfChoicePattern } from './charity-choice';

/** What the ILIKE pattern matches, as PostgreSQL reads it (no escapes: a slug has none). */
const ilike = (pattern: string, text: string) =>
  new RegExp(
    `^${pattern
      .split('%')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    'i',
  ).test(text);

describe('charity choices', () => {
  const names: Record<(typeof CHARITY_CHOICES)[number], string[]> = {
    'canadian-cancer-society': ['Canadian Cancer Society'],
    'heart-and-stroke': ['Heart & Stroke', 'Heart and Stroke'],
    'food-banks-canada': ['Food Banks Canada'],
    'habitat-for-humanity': ['Habitat for Humanity'],
    'salvation-army': ['Salvation Army'],
    other: ['Other'],
  };

  it('reads each registered name as its choice, and finds it by the choice', () => {
    for (const choice of CHARITY_CHOICES) {
      for (const name of names[choice]) {
        expect([name, choiceOfName(name)]).toEqual([name, choice]);
        expect([name, ilike(namesOfChoicePattern(choice), name)]).toEqual([name, true]);
      }
    }
  });

  it('tells other names apart', () => {
    expect(choiceOfName('Heart & Stroke Foundation')).not.toBe('heart-and-stroke');
    expect(choiceOfName('Société canadienne du cancer')).toBe('societe-canadienne-du-cancer');
  });
});
