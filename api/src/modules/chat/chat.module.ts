import type { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../../config/env';
import type { AppPubSub } from '../../graphql/pubsub';
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

export function createChatServices(orm: MikroORM, env: Env, pubSub: AppPubSub): ChatServices {
  const streams = new ChatStreams(pubSub);
  streams.listen();
  const config = new ChatConfigService();
  const rate = new ChatRateLimit(env.chatMaxPerSessionPerMinute, env.chatMaxPerClientPerMinute);
  return {
    conversations: new ChatService(chatProvider(env), config, streams, rate, () => orm.em.fork()),
    admin: new ChatAdminService(),
    config,
    streams,
  };
}

/** The chat resolvers, for graphql/schema.ts. */
export { ChatAdminResolver } from './chat-admin.resolver';
export { ChatResolver } from './chat.resolver';
