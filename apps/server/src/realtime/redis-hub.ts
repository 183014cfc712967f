import type { Redis } from "ioredis";
import { type RealtimeHub, type RealtimeListener, type RealtimeMessage, deliver } from "./hub.js";

/**
 * The hub over Redis pub/sub: one channel per user (`<prefix>user:<id>`), which this instance
 * subscribes to while one of that user's streams is open here, so an instance receives only the
 * messages of its own connected users. Publishing uses the app's Redis connection; subscribing needs
 * a connection of its own (a subscribed connection runs no other command), duplicated from it.
 * ioredis resubscribes by itself after a reconnect.
 */
export class RedisHub implements RealtimeHub {
  readonly kind = "redis";
  private readonly subscriber: Redis;
  private readonly listeners = new Map<number, Set<RealtimeListener>>();
  /** The SUBSCRIBE of a user's channel, which later listeners of that user wait for too. */
  private readonly subscribed = new Map<number, Promise<unknown>>();

  constructor(
    private readonly publisher: Redis,
    private readonly prefix = "dz:rt:",
  ) {
    this.subscriber = publisher.duplicate();
    this.subscriber.on("error", (error: Error) => console.warn(`realtime: redis subscriber: ${error.message}`));
    this.subscriber.on("message", (channel: string, text: string) => {
      const userId = Number(channel.slice(this.channelPrefix.length));
      const set = this.listeners.get(userId);
      if (set?.size) deliver([...set], text);
    });
  }

  private get channelPrefix(): string {
    return `${this.prefix}user:`;
  }

  private channel(userId: number): string {
    return `${this.channelPrefix}${userId}`;
  }

  async publish(userId: number, message: RealtimeMessage): Promise<void> {
    await this.publisher.publish(this.channel(userId), JSON.stringify(message));
  }

  async subscribe(userId: number, listener: RealtimeListener): Promise<() => Promise<void>> {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    let ready = this.subscribed.get(userId);
    if (!ready) {
      // Commands on one connection run in order: a SUBSCRIBE sent after an UNSUBSCRIBE wins.
      ready = this.subscriber.subscribe(this.channel(userId));
      this.subscribed.set(userId, ready);
    }
    try {
      await ready;
    } catch (error) {
      set.delete(listener);
      if (this.subscribed.get(userId) === ready) this.subscribed.delete(userId);
      throw error;
    }
    return async () => {
      set.delete(listener);
      if (set.size || this.listeners.get(userId) !== set) return;
      this.listeners.delete(userId);
      this.subscribed.delete(userId);
      await this.subscriber.unsubscribe(this.channel(userId)).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.subscribed.clear();
    await this.subscriber.quit().catch(() => undefined);
  }
}
