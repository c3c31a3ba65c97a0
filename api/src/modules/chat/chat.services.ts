import type { Core } from '../../core/module';
import type { Env } from '../../config/env';
import { aiProviderConfig, ClientForConfig } from '../../core/ai-provider-config';
import type { PlatformSettings } from '../../core/platform-settings';
import { BuiltInAssistant } from './builtin-assistant';
import { ChatAdminService } from './chat-admin.service';
import { ChatConfigService } from './chat-config.service';
import { OpenAiProvider, type ChatProvider } from './chat-provider';
import { ChatRateLimit } from './chat-rate-limit';
import { ChatStreams } from './chat-streams';
import { ChatService } from './chat.service';

export interface ChatServices {
  conversations: ChatService;
  admin: ChatAdminService;
  config: ChatConfigService;
  streams: ChatStreams;
}

/**
 * The provider as configured now: an OpenAI-compatible server when a key is set (the settings'
 * integrations.openai_*, else OPENAI_*), else the built-in assistant. Asked at each use, so an
 * admin's change applies to the next reply.
 */
export function chatProvider(settings: PlatformSettings, env: Env): () => Promise<ChatProvider> {
  const builtIn = new BuiltInAssistant();
  const clients = new ClientForConfig((config) => new OpenAiProvider(config.apiKey, config.baseUrl, config.model));
  return async () => {
    const config = await aiProviderConfig(settings, env);
    return config.apiKey ? clients.get({ ...config, apiKey: config.apiKey }) : builtIn;
  };
}

export function createChatServices({ orm, env, events, transactions, rateLimits, settings }: Core): ChatServices {
  const streams = new ChatStreams(events);
  streams.listen();
  const config = new ChatConfigService(transactions);
  const conversations = new ChatService({
    provider: chatProvider(settings, env),
    config,
    streams,
    rate: new ChatRateLimit(rateLimits, env.chatMaxPerSessionPerMinute, env.chatMaxPerClientPerMinute),
    transactions,
    fork: () => orm.em.fork(),
  });
  return { conversations, admin: new ChatAdminService(), config, streams };
}
