import type { Role } from '@vdp/shared/auth/roles';
import type { MessageId } from '../../i18n/messages';

/** The access label shown next to a signed-in user (spec 000 §2.3). */
export const ROLE_LABEL_IDS: Record<Role, MessageId> = {
  admin: 'role.label.admin',
  editor: 'role.label.editor',
  staff: 'role.label.staff',
  dealer: 'role.label.dealer',
  charity: 'role.label.charity',
  user: 'role.label.user',
};

/** The role's own name, for "requires: Administrator, Editor or Staff". */
export const ROLE_NAME_IDS: Record<Role, MessageId> = {
  admin: 'role.name.admin',
  editor: 'role.name.editor',
  staff: 'role.name.staff',
  dealer: 'role.name.dealer',
  charity: 'role.name.charity',
  user: 'role.name.user',
};
