/** The trail's indexes, declared on the entity and created by the migration. */
export const BY_TIME_INDEX = 'audit_events_occurred_idx';
export const BY_TIME_INDEX_SQL = `create index "${BY_TIME_INDEX}" on "audit_events" ("occurred_at" desc, "id" desc)`;
export const BY_ENTITY_INDEX = 'audit_events_entity_idx';
export const BY_ENTITY_INDEX_SQL = `create index "${BY_ENTITY_INDEX}" on "audit_events" ("entity_type", "entity_id", "occurred_at" desc)`;
export const BY_ACTOR_INDEX = 'audit_events_actor_idx';
export const BY_ACTOR_INDEX_SQL = `create index "${BY_ACTOR_INDEX}" on "audit_events" ("actor_id", "occurred_at" desc)`;
