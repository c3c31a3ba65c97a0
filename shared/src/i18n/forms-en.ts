import forms from './en/forms.json';

/**
 * The custom forms' messages (issue 12), English: part of `catalogue` (./en.ts); a module of its
 * own so that the web loads them with the forms pages rather than in its entry bundle.
 */
export const formsCatalogue = forms;
