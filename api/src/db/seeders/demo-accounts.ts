import type { Role } from '@vdp/shared/auth/roles';

/** The demo accounts of demo mode (never created in production). One per role. */
export const DEMO_PASSWORD = 'DemoPass123';

export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; role: Role; firstName: string; lastName: string }> = [
  { username: 'admin', role: 'admin', firstName: 'Alex', lastName: 'Admin' },
  { username: 'editor', role: 'editor', firstName: 'Emma', lastName: 'Editor' },
  { username: 'staff', role: 'staff', firstName: 'Sam', lastName: 'Staff' },
  { username: 'dealer', role: 'dealer', firstName: 'Dana', lastName: 'Dealer' },
  { username: 'charity', role: 'charity', firstName: 'Chris', lastName: 'Charity' },
  { username: 'donor', role: 'user', firstName: 'Dominique', lastName: 'Donor' },
];
