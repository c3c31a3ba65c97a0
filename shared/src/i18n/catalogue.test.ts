import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogue as en } from './en';
import { catalogue as fr } from './fr';

const placeholders = (text: string): string[] =>
  parse(text)
    .filter((element: MessageFormatElement) => element.type !== TYPE.literal)
    .map((element) => ('value' in element ? String(element.value) : ''))
    .sort();

describe('the shared validation catalogue', () => {
  it('has the same ids in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('names the same values in both languages', () => {
    for (const id of Object.keys(en) as Array<keyof typeof en>)
      expect([id, placeholders(fr[id])]).toEqual([id, placeholders(en[id])]);
  });
});
