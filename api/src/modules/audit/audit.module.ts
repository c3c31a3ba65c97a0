import { defineModule } from '../../core/module';
import { AuditEvent } from './audit-event.entity';
import { AuditEventResolver } from './audit-event.resolver';
import { auditEventRoutes } from './audit-event.rest';
import { AuditEventService } from './audit-event.service';

/** The audit trail (issue 13 §6): the core's AuditTrail writes it; this module reads it for admins. */
export const auditModule = defineModule({
  name: 'audit',
  entities: [AuditEvent],
  resolvers: [AuditEventResolver],
  routes: auditEventRoutes,
  create: () => ({ auditEvents: new AuditEventService() }),
});
