import { commonCatalogue } from './common-fr';
import { contentCatalogue } from './content-fr';
import { formsCatalogue } from './forms-fr';
import { usersCatalogue } from './users-fr';
import { themesCatalogue } from './themes-fr';
import { auditCatalogue } from './audit-fr';
import { settingsCatalogue } from './settings-fr';
import { apiKeysCatalogue } from './api-keys-fr';
import { webhooksCatalogue } from './webhooks-fr';
import { noticesCatalogue } from './notices-fr';

/** The messages both sides show, French: the same ids as English (checked here and by a test). */
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
