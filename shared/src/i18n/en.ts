import { commonCatalogue } from './common-en';
import { formsCatalogue } from './forms-en';

/**
 * The messages both sides show, English: the forms' validation messages and the home page's FAQ
 * (which the assistant answers from too). One file per domain under ./en/; the custom forms' are
 * a module of their own (./forms-en.ts), the others are ./common-en.ts.
 */
export const catalogue = { ...commonCatalogue, ...formsCatalogue };
