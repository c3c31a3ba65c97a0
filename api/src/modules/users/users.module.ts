import { defineModule } from '../../core/module';
import { User } from './user.entity';

/** Accounts (spec 001 §3 users); signing in is the auth module's, managing them comes with the admin area. */
export const usersModule = defineModule({
  name: 'users',
  entities: [User],
  resolvers: [],
  create: () => ({}),
});
