import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config/env';
import type { CommonQuestion } from './business-info';
import { CHAT_LANGUAGES } from './chat.constants';

const CATALOG_DIR = path.join(REPO_ROOT, 'web', 'src', 'i18n');

/**
 * The home page's FAQ, read from the web's message catalogs (home.faq.qN / home.faq.aN), so the
 * assistant and the page say the same thing. Missing catalogs give no entries.
 */
export function loadHomeFaq(dir = CATALOG_DIR): CommonQuestion[] {
  const entries: CommonQuestion[] = [];
  for (const language of CHAT_LANGUAGES) {
    let catalog: Record<string, string>;
    try {
      catalog = JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Record<string, string>;
    } catch {
      continue;
    }
    for (let n = 1; catalog[`home.faq.q${n}`]; n += 1) {
      const answer = catalog[`home.faq.a${n}`];
      if (answer) entries.push({ question: catalog[`home.faq.q${n}`], answer, language });
    }
  }
  return entries;
}
