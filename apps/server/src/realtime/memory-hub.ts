import { type RealtimeHub, type RealtimeListener, type RealtimeMessage, deliver } from "./hub.js";

/**
 * The hub of a single process (no REDIS_URL): messages reach the streams of this process only, so a
 * site without Redis runs its web and worker roles in one process (the default `all`).
 */
export class MemoryHub implements RealtimeHub {
  readonly kind = "memory";
  private readonly listeners = new Map<number, Set<RealtimeListener>>();

  async publish(userId: number, message: RealtimeMessage): Promise<void> {
    const set = this.listeners.get(userId);
    // Through JSON like the Redis hub, so that listeners see the same shapes either way.
    if (set?.size) deliver([...set], JSON.stringify(message));
  }

  async subscribe(userId: number, listener: RealtimeListener): Promise<() => Promise<void>> {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return async () => {
      set.delete(listener);
      if (!set.size && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
