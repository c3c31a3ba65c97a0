import { incrementCents } from '@vdp/shared/auctions/increments';

/**
 * A plain reference of the proxy-bid rules (issue 18 §1, ADR 29), in cents, one operation at a
 * time: what place_bids must agree with when the same operations arrive one after the other.
 */
export interface ModelOp {
  dealer: number;
  kind: 'bid' | 'max';
  cents: number;
}

export interface ModelRow {
  dealer: number;
  cents: number;
  proxy: boolean;
}

interface Maximum {
  cents: number;
  /** Order of setting (a raise takes a new one): the earlier holds a tie. */
  seq: number;
}

interface Contender {
  dealer: number;
  cents: number;
  seq: number;
}

const step = (cents: number): number => Number(incrementCents(BigInt(cents)));

export class ProxyModel {
  high = 0;
  leader: number | null = null;
  readonly rows: ModelRow[] = [];
  private readonly maximums = new Map<number, Maximum>();
  private clock = 0;

  constructor(private readonly minimumCents: number) {}

  private required(): number {
    return this.rows.length === 0 ? this.minimumCents : this.high + 1;
  }

  /** Applies one operation; answers its outcome as the api names it. */
  apply(op: ModelOp): 'accepted' | 'too_low' | 'max_set' | 'max_same' | 'max_lower' {
    if (op.kind === 'bid') {
      if (op.cents < this.required()) return 'too_low';
      this.place(op.dealer, op.cents, false);
      this.resolve();
      return 'accepted';
    }
    const standing = this.maximums.get(op.dealer);
    if (standing && op.cents === standing.cents) return 'max_same';
    if (standing && op.cents < standing.cents) return 'max_lower';
    if (op.cents < this.required()) return 'too_low';
    this.maximums.set(op.dealer, { cents: op.cents, seq: ++this.clock });
    this.resolve();
    return 'max_set';
  }

  private place(dealer: number, cents: number, proxy: boolean): void {
    this.rows.push({ dealer, cents, proxy });
    this.high = cents;
    this.leader = dealer;
  }

  /** The maximums answer: the best contender wins at the runner-up's amount plus a step, capped. */
  private resolve(): void {
    const required = this.required();
    const best = new Map<number, Contender>();
    const offer = (c: Contender) => {
      const known = best.get(c.dealer);
      if (!known || c.cents > known.cents || (c.cents === known.cents && c.seq < known.seq)) best.set(c.dealer, c);
    };
    for (const [dealer, max] of this.maximums) {
      if (max.cents >= required || dealer === this.leader) offer({ dealer, cents: max.cents, seq: max.seq });
    }
    if (this.leader !== null) offer({ dealer: this.leader, cents: this.high, seq: -Infinity });
    const ranked = [...best.values()].sort((a, b) => b.cents - a.cents || a.seq - b.seq);
    let price: number | null = null;
    if (ranked.length === 1 && this.leader === null) price = required;
    else if (ranked.length >= 2) price = Math.min(ranked[0]!.cents, ranked[1]!.cents + step(ranked[1]!.cents));
    if (price === null) return;
    let last = this.high;
    for (let i = ranked.length - 1; i >= 1; i--) {
      const c = ranked[i]!;
      const tiedWithEarlier = i > 1 && ranked[i - 1]!.cents === c.cents;
      if (c.cents > last && c.cents < price && !tiedWithEarlier) {
        this.place(c.dealer, c.cents, true);
        last = c.cents;
      }
    }
    if (price > this.high || this.leader === null) this.place(ranked[0]!.dealer, price, true);
  }
}
