import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Every catalog of one language: the web's, its areas' and the shared catalogue's, as one id → text map. */
function catalog(language: 'en' | 'fr'): Record<string, string> {
  const web = path.resolve('web/src/i18n');
  const files = [
    path.join(web, `${language}.json`),
    ...fs.readdirSync(path.join(web, 'areas')).map((area) => path.join(web, 'areas', area, `${language}.json`)),
    ...fs.readdirSync(path.resolve('shared/src/i18n', language)).map((file) => path.resolve('shared/src/i18n', language, file)),
  ];
  return Object.assign(
    {},
    ...files.filter((file) => fs.existsSync(file)).map((file) => JSON.parse(fs.readFileSync(file, 'utf8'))),
  );
}

/** A catalog text with its placeholders and plural/select arms reduced, as a page shows its fixed part. */
const fixedText = (text: string) =>
  text
    .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

const english = catalog('en');
const french = catalog('fr');
const frenchTexts = new Set(Object.values(french).map(normalise));

/**
 * The English texts that French never says the same way: a page in French showing one of them
 * shows text from outside the French catalog. (Texts both languages share — "Email" and
 * "Courriel" differ, "Total" does not — are left out; short ones are fragments, not phrases.)
 */
export const ENGLISH_ONLY = new Set(
  Object.entries(english)
    .filter(([id, text]) => french[id] !== undefined && normalise(french[id]) !== normalise(text))
    .map(([, text]) => fixedText(text))
    .filter((text) => text.length >= 4 && /[a-z]{3}/i.test(text) && !frenchTexts.has(text)),
);

/**
 * Words of English that French text does not use: a node holding two of them is English
 * (with the catalog check above, what a hard-coded string in a component would show).
 */
export const ENGLISH_WORDS = new Set(
  'the your with please this that these those and are was were have has will would should could loading click here sign submit cancel save delete edit view back next previous search close open show hide more less yes welcome thank thanks about contact help settings password username email phone address vehicle pickup receipt status tracking donate donation’s step required optional select choose enter not found error failed success back home new all none'.split(
    ' ',
  ),
);

export interface StrayText {
  route: string;
  text: string;
  why: 'english catalog text' | 'english words';
}

/** The texts a person sees on the page (text nodes, and the labels read aloud or shown on hover), each once. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Set<string>();
    const skip = 'script, style, noscript, code, pre, textarea, [contenteditable="true"], [data-i18n-data]';
    // text marked as another language (<li lang="en"> of a post written in English) is content, rightly so
    const pageLanguage = document.documentElement.lang.slice(0, 2);
    const otherLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage).slice(0, 2) !== pageLanguage;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!parent || !text || parent.closest(skip) || otherLanguage(parent)) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      seen.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (element.closest(skip) || otherLanguage(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (value) seen.add(value);
      }
    }
    return [...seen];
  });
}

/** The texts of a French page that are English: a catalog's English text, or a phrase of English words. */
export function strayTexts(route: string, texts: readonly string[], allowed: readonly RegExp[]): StrayText[] {
  const stray: StrayText[] = [];
  for (const text of texts) {
    if (allowed.some((pattern) => pattern.test(text))) continue;
    if (ENGLISH_ONLY.has(text)) {
      stray.push({ route, text, why: 'english catalog text' });
      continue;
    }
    const words = text.toLowerCase().match(/[a-z’']+/g) ?? [];
    if (words.filter((word) => ENGLISH_WORDS.has(word)).length >= 2) stray.push({ route, text, why: 'english words' });
  }
  return stray;
}
