import { usersCatalogue } from '@vdp/shared/i18n/users-fr';
import own from './fr.json';

/** The users area's catalog with the shared catalogue's users messages (the user form's validation): one download. */
const catalog: Record<string, string> = { ...usersCatalogue, ...own };
export default catalog;
