import { Authorized, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { LiveStream, LiveTopics } from '../../core/events/live-topics';
import { unauthenticated } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { resolverOf } from '../../graphql/resolver-instances';
import { NOTICE_TOPIC, type NoticeCreatedPayload } from './notice.events';
import type { NoticesService } from './notices.service';
import { DealerNotificationView } from './notices.types';

type Subscribed = SubscribeResolverData<unknown, Record<string, never>, RequestContext>;

/**
 * The dealer's notices live (ADR 20 style): the database trigger publishes each new notice once
 * it commits, every api process hears it, and each socket's LiveStream keeps only its own
 * dealer's (found once, when it subscribes).
 */
@Resolver()
export class NoticesLiveResolver {
  constructor(private readonly services: { live: LiveTopics; notices: NoticesService }) {}

  @Authorized('notices.use')
  @Subscription(() => DealerNotificationView, {
    description: 'Each new notice of the signed-in dealer, from any api process (the bell’s count rises).',
    subscribe: ({ context, info }: Subscribed) => resolverOf(info, NoticesLiveResolver).noticesOf(context),
  })
  dealerNotification(@Root() event: NoticeCreatedPayload): DealerNotificationView {
    return { id: event.id, auctionId: event.auctionId, notificationType: event.notificationType };
  }

  async noticesOf(context: RequestContext): Promise<LiveStream<NoticeCreatedPayload>> {
    if (!context.user) throw unauthenticated();
    const dealerId = await this.services.notices.dealerOf(context.em, context.user);
    return this.services.live.stream<NoticeCreatedPayload>(NOTICE_TOPIC, (event) => event.dealerId === dealerId);
  }
}
