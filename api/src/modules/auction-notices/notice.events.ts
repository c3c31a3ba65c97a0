import { NOTICE_TOPIC } from './notice.constants';

/**
 * A new notice, as the database trigger publishes it once its row commits (migration
 * 20261205100000): every api process hears it once, whichever process or statement wrote it.
 */
export interface NoticeCreatedPayload {
  id: number;
  dealerId: number;
  auctionId: number;
  notificationType: string;
  /** 'pending' when the notice waits for its e-mail (a row written without one says 'skipped'). */
  mailStatus: string;
}

export { NOTICE_TOPIC };
