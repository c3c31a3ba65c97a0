import type { Role } from '@vdp/shared/auth/roles';

/** The create dialog's values: read-only by default, the safer key (as the api's default). */
export interface ApiKeyFormValues {
  name: string;
  role: Role;
  readOnly: boolean;
}

export const NEW_API_KEY: ApiKeyFormValues = { name: '', role: 'staff', readOnly: true };
