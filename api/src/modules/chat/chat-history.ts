import { estimateTokens, type ChatTurn } from './chat-provider';
import { CHAT_SERVER_LIMITS } from './chat.constants';

/** The most recent turns whose estimated tokens fit the budget, oldest first (the last always fits). */
export function withinBudget(turns: ChatTurn[], budget: number = CHAT_SERVER_LIMITS.historyTokenBudget): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let used = 0;
  for (let i = turns.length - 1; i >= 0; i -= 1) {
    const cost = estimateTokens(turns[i].content);
    if (kept.length > 0 && used + cost > budget) break;
    kept.unshift(turns[i]);
    used += cost;
  }
  return kept;
}
