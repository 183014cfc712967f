import type { RealtimeHub, RealtimeListener, RealtimeMessage } from "../../src/realtime/hub.js";

/** A hub that counts its open subscriptions, so a test sees a stream stop listening when its client leaves. */
export class CountingHub implements RealtimeHub {
  active = 0;
  constructor(private readonly inner: RealtimeHub) {}
  get kind() {
    return this.inner.kind;
  }
  publish(userId: number, message: RealtimeMessage): Promise<void> {
    return this.inner.publish(userId, message);
  }
  async subscribe(userId: number, listener: RealtimeListener): Promise<() => Promise<void>> {
    const stop = await this.inner.subscribe(userId, listener);
    this.active++;
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      this.active--;
      await stop();
    };
  }
  close(): Promise<void> {
    return this.inner.close();
  }
  async waitForActive(count: number, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.active !== count) {
      if (Date.now() > deadline) throw new Error(`${this.active} subscriptions open, expected ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
