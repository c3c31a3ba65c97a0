/** A registry file was imported (command line or demo seeding): what the registry lists may have changed. */
export const REGISTRY_CHANGED = 'registry.changed';
