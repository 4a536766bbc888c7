/**
 * Counts failed sign-ins per e-mail and per address within a window. Past the limit, sign-in is
 * refused with 429 until the window ends, whatever the password. Kept in process memory: with
 * several API processes, each counts its own (see docs/decisions.md).
 */
export class LoginFailures {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(keys: string[]): number {
    let wait = 0;
    for (const key of keys) {
      const entry = this.live(key);
      if (entry && entry.count >= this.limitFor(key)) wait = Math.max(wait, Math.ceil((entry.resetAt - this.now()) / 1000));
    }
    return wait;
  }

  fail(keys: string[]): void {
    for (const key of keys) {
      const entry = this.live(key) ?? { count: 0, resetAt: this.now() + this.windowMs };
      entry.count += 1;
      this.entries.set(key, entry);
    }
    if (this.entries.size > 50_000) this.prune();
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  // One address may try several accounts (a shared office), so it gets more room than one e-mail.
  private limitFor(key: string): number {
    return key.startsWith('ip:') ? this.maxFailures * 4 : this.maxFailures;
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    // Deleting the current entry while iterating a Map is safe.
    for (const key of this.entries.keys()) this.live(key);
  }
}
