import type { JournalEntry } from './fuzz-ledger';

/** A field problem as ADR 1 writes it, in a REST body or in GraphQL extensions. */
interface FieldProblem {
  field?: unknown;
  message?: unknown;
}

/** What went wrong with one answer; empty when the answer is a clean success or a clean refusal. */
export type Faults = string[];

/**
 * A refusal names its fields when it carries `fields`, each with a non-empty name the request
 * could have sent (the top-level one of `fields[2].label`) and a message.
 */
export function fieldFaults(fields: unknown, names: ReadonlySet<string> | 'any'): Faults {
  if (!Array.isArray(fields) || fields.length === 0) return ['a BAD_USER_INPUT refusal names no field'];
  const faults: Faults = [];
  for (const problem of fields as FieldProblem[]) {
    const field = typeof problem.field === 'string' ? problem.field : '';
    const head = field.split(/[.[]/)[0] ?? '';
    if (head === '' || (names !== 'any' && !names.has(head)))
      faults.push(`names "${field}", which the request has no field called`);
    if (typeof problem.message !== 'string' || problem.message.length === 0) faults.push(`gives "${field}" no message`);
  }
  return faults;
}

/** Writes a refused request left behind. */
export function halfWrites(writes: JournalEntry[]): Faults {
  return writes.length === 0 ? [] : [`refused, yet wrote ${writes.map((w) => `${w.op} ${w.table}`).join(', ')}`];
}

/** How many answers of each kind a run met, for the summary line. */
export class Tally {
  readonly counts = new Map<string, number>();
  inputs = 0;

  add(kind: string): void {
    this.inputs += 1;
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
  }

  toString(): string {
    return [...this.counts]
      .sort(([, a], [, b]) => b - a)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ');
  }
}
