import type { webhooksCatalogue as english } from './webhooks-en';
import webhooks from './fr/webhooks.json';

/** The webhooks' validation messages, French: the same ids as ./webhooks-en.ts. */
export const webhooksCatalogue: Record<keyof typeof english, string> = webhooks;
