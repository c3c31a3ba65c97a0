/** The migrated database each test file's own is copied from (global-setup.ts prepares it). */
export const TEMPLATE_DATABASE = 'vdp_test_template';
/** The same with the demo data too: a demo server starting on a copy finds it seeded. */
export const DEMO_TEMPLATE_DATABASE = 'vdp_test_template_demo';
