import type { Env } from '../config/env';
import type { PlatformSettings } from './platform-settings';

/** The OpenAI-compatible server of the chat assistant and the AI post drafts, as configured now. */
export interface AiProviderConfig {
  /** None: there is no provider (the chat's built-in assistant answers; drafts are refused). */
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
}

/** The settings' integrations.openai_* (the admin's), each falling back to the environment's OPENAI_*. */
export async function aiProviderConfig(settings: PlatformSettings, env: Env): Promise<AiProviderConfig> {
  const snapshot = await settings.snapshot();
  return {
    apiKey: snapshot.text('integrations.openai_api_key', env.openaiApiKey),
    baseUrl: snapshot.text('integrations.openai_base_url', env.openaiBaseUrl),
    model: snapshot.text('integrations.openai_model', env.openaiModel) ?? env.openaiModel,
  };
}

/**
 * One client per configuration: reused while the key, address and model stay the same, remade
 * when an admin changes them (the previous one is simply dropped; its requests finish on their own).
 */
export class ClientForConfig<T> {
  private current: { signature: string; client: T } | undefined;

  constructor(private readonly make: (config: AiProviderConfig & { apiKey: string }) => T) {}

  get(config: AiProviderConfig & { apiKey: string }): T {
    const signature = JSON.stringify([config.apiKey, config.baseUrl ?? null, config.model]);
    if (this.current?.signature !== signature) this.current = { signature, client: this.make(config) };
    return this.current.client;
  }
}
