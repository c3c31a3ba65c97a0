import type { Core } from '../../core/module';
import type { Env } from '../../config/env';
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

/** The provider of the environment: an OpenAI-compatible server when a key is set, else built in. */
export function chatProvider(env: Env): ChatProvider {
  return env.openaiApiKey ? new OpenAiProvider(env.openaiApiKey, env.openaiBaseUrl, env.openaiModel) : new BuiltInAssistant();
}

export function createChatServices({ orm, env, events, transactions, rateLimits }: Core): ChatServices {
  const streams = new ChatStreams(events);
  streams.listen();
  const config = new ChatConfigService(transactions);
  const conversations = new ChatService({
    provider: chatProvider(env),
    config,
    streams,
    rate: new ChatRateLimit(rateLimits, env.chatMaxPerSessionPerMinute, env.chatMaxPerClientPerMinute),
    transactions,
    fork: () => orm.em.fork(),
  });
  return { conversations, admin: new ChatAdminService(), config, streams };
}
