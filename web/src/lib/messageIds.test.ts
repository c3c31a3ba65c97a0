import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { allGeneratedIds } from './messageIds';

describe('message ids built from the shared lists', () => {
  it('all exist in both catalogs', () => {
    const missing = allGeneratedIds().filter((id) => !(id in en) || !(id in fr));
    expect(missing).toEqual([]);
  });
});
