import type { formsCatalogue as english } from './forms-en';
import forms from './fr/forms.json';

/** The custom forms' messages, French: the same ids as ./forms-en.ts. */
export const formsCatalogue: Record<keyof typeof english, string> = forms;
