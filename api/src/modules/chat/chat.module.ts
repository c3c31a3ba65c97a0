import { defineModule } from '../../core/module';
import { RestRoutes } from '../../rest/rest-routes';
import { BusinessConfig } from './business-config.entity';
import { ChatAdminResolver } from './chat-admin.resolver';
import { chatAdminRoutes } from './chat-admin.rest';
import { ChatMessage } from './chat-message.entity';
import { ChatSession } from './chat-session.entity';
import { ChatResolver } from './chat.resolver';
import { chatRoutes } from './chat.rest';
import { createChatServices } from './chat.services';

/** The AI assistant: conversations streamed live, the admin's configuration and history (docs/chat.md). */
export const chatModule = defineModule({
  name: 'chat',
  entities: [ChatSession, ChatMessage, BusinessConfig],
  resolvers: [ChatResolver, ChatAdminResolver],
  routes: (services) => RestRoutes.concat(chatRoutes(services), chatAdminRoutes(services)),
  create: createChatServices,
  stop: ({ streams }) => streams.close(),
});
