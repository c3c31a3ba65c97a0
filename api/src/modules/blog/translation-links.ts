import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors';
import { englishText } from '../../core/validation';

/** A post or a page: written in one language, linked to its translation. */
interface Translatable {
  id: number;
  language: string;
  translationOf?: { id: number } | null;
}

const invalid = () => badInput([{ field: 'translationOf', message: englishText({ id: 'content.translation.invalid' }) }]);

/**
 * Links `item` and the row `otherId` as translations of each other, both ways (issue 11), and
 * unlinks whatever either was linked to before; `null` unlinks. The other must exist and be of the
 * other language (400 content.translation.invalid). Runs inside the caller's transaction.
 */
export async function linkTranslation<T extends Translatable>(
  tx: EntityManager,
  entity: new () => T,
  item: T,
  otherId: number | null,
  reference: (id: number) => T['translationOf'],
): Promise<void> {
  const current = item.translationOf?.id ?? null;
  if (current === null && otherId === null) return;
  const other = otherId === null ? null : await tx.findOne(entity, { id: otherId } as never);
  if (otherId !== null && (!other || other.id === item.id || other.language === item.language)) throw invalid();
  if (current === otherId) return; // the same link, still valid
  // the old partners point nowhere now
  const stale = [current, other?.translationOf?.id ?? null].filter((id): id is number => id !== null && id !== item.id);
  for (const id of stale) {
    const old = await tx.findOne(entity, { id } as never);
    if (old && (old.translationOf?.id === item.id || old.translationOf?.id === otherId)) old.translationOf = null;
  }
  item.translationOf = other ? reference(other.id) : null;
  if (other) other.translationOf = reference(item.id);
}
