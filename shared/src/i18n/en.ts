import { commonCatalogue } from './common-en';
import { contentCatalogue } from './content-en';
import { formsCatalogue } from './forms-en';
import { usersCatalogue } from './users-en';
import { themesCatalogue } from './themes-en';
import { auditCatalogue } from './audit-en';
import { settingsCatalogue } from './settings-en';
import { apiKeysCatalogue } from './api-keys-en';
import { webhooksCatalogue } from './webhooks-en';
import { noticesCatalogue } from './notices-en';

/**
 * The messages both sides show, English: the forms' validation messages and the home page's FAQ
 * (which the assistant answers from too). One file per domain under ./en/; the content editor's,
 * the custom forms' and user management's and the colour themes' are modules of their own (./content-en.ts,
 * ./forms-en.ts, ./users-en.ts, ./themes-en.ts), the others are ./common-en.ts.
 */
export const catalogue = {
  ...commonCatalogue,
  ...contentCatalogue,
  ...formsCatalogue,
  ...usersCatalogue,
  ...themesCatalogue,
  ...auditCatalogue,
  ...settingsCatalogue,
  ...apiKeysCatalogue,
  ...webhooksCatalogue,
  ...noticesCatalogue,
};
