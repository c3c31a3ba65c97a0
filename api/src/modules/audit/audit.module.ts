import { defineModule } from '../../core/module';
import { AuditEvent } from './audit-event.entity';

/** The audit trail (issue 13 §6): the core's AuditTrail writes it; this module reads it for admins. */
export const auditModule = defineModule({
  name: 'audit',
  entities: [AuditEvent],
  resolvers: [],
  create: () => ({}),
});
