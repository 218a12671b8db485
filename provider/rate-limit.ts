/** Sliding-window counter of requests per client. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private checks = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a request and tells whether it is within the limit; refused requests are not counted. */
  allow(client: string, now: number = Date.now()): boolean {
    if (++this.checks % 1000 === 0) this.sweep(now);
    const recent = (this.hits.get(client) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(client, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(client, recent);
    return true;
  }

  reset(): void {
    this.hits.clear();
  }

  private sweep(now: number): void {
    for (const [client, times] of this.hits) {
      if (times.every((at) => at <= now - this.windowMs)) this.hits.delete(client);
    }
  }
}
