import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { AuthUser } from '../../core/auth-user';
import { connectionOf, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { presentMyBid, presentTotals, type MyBid, type MyBidTotals } from './history.presenter';
import {
  HISTORY_COUNT_SQL,
  HISTORY_ORDER,
  HISTORY_TOTALS_SQL,
  historyPageSql,
  type HistoryRow,
  type HistoryTotalsRow,
} from './history.sql';

/** The dealer history (issue 18 §5): the signed-in dealer's own bids and figures, nobody else's. */
export class HistoryService {
  async page(em: EntityManager, user: AuthUser, page: PageArgs, fields?: CursorFieldNames): Promise<Connection<MyBid>> {
    const plan = planPage(HISTORY_ORDER, page, { fields });
    const { sql, params } = historyPageSql(user.id, plan);
    const connection = em.getConnection();
    const [rows, [counted]] = await Promise.all([
      connection.execute<HistoryRow[]>(sql, params),
      connection.execute<Array<{ total: number }>>(HISTORY_COUNT_SQL, [user.id]),
    ]);
    return connectionOf(plan, rows, presentMyBid, counted?.total ?? 0);
  }

  async totals(em: EntityManager, user: AuthUser): Promise<MyBidTotals> {
    const [row] = await em.getConnection().execute<HistoryTotalsRow[]>(HISTORY_TOTALS_SQL, [user.id]);
    return presentTotals(row);
  }
}
