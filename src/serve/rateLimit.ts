/**
 * A per-client limit on a request (the creation of games): a bucket of `burst` tokens per client
 * address, refilled at `perMinute` a minute; a request finds its bucket empty and is told how long to wait.
 * Full buckets are forgotten, so the clients remembered are only those that asked lately.
 */
export interface RateLimitSpec {
  burst: number;
  perMinute: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets remembered before the full ones are forgotten. */
const FORGET_AFTER = 256;

export class RateLimit {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly spec: RateLimitSpec,
    private readonly now: () => number,
  ) {}

  private level(b: Bucket, t: number): number {
    return Math.min(this.spec.burst, b.tokens + ((t - b.at) * this.spec.perMinute) / 60_000);
  }

  /** Take a token for the client: 0 when it may go on, else the whole seconds until it may. */
  take(client: string): number {
    const t = this.now();
    if (this.buckets.size > FORGET_AFTER)
      for (const [k, b] of this.buckets) if (this.level(b, t) >= this.spec.burst) this.buckets.delete(k);
    const b = this.buckets.get(client) ?? { tokens: this.spec.burst, at: t };
    const tokens = this.level(b, t);
    if (tokens < 1) return Math.max(1, Math.ceil(((1 - tokens) * 60) / this.spec.perMinute));
    this.buckets.set(client, { tokens: tokens - 1, at: t });
    return 0;
  }
}
