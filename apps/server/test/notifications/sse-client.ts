import http from "node:http";

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** A Server-Sent Events reader over a raw HTTP request (what EventSource does, without a browser). */
export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event so far. */
  events: ServerSentEvent[];
  /** Comment lines (heartbeats) so far. */
  comments: string[];
  /** The next event named `name` not taken before, waiting up to `timeoutMs`. */
  next(name: string, timeoutMs?: number): Promise<ServerSentEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const events: ServerSentEvent[] = [];
      const comments: string[] = [];
      const taken = new Set<ServerSentEvent>();
      let buffer = "";
      let onEvent: (() => void) | undefined;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) comments.push(line.slice(1).trim());
            else if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
          }
          if (data.length) events.push({ event, data: data.join("\n") });
          onEvent?.();
        }
      });
      const ended = new Promise<void>((done) => response.on("close", () => done()));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        ended,
        next(name, timeoutMs = 10_000) {
          return new Promise((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`no "${name}" event within ${timeoutMs} ms (got ${events.map((e) => e.event).join(", ")})`)), timeoutMs);
            const look = () => {
              const hit = events.find((e) => e.event === name && !taken.has(e));
              if (!hit) return;
              taken.add(hit);
              clearTimeout(timer);
              onEvent = undefined;
              found(hit);
            };
            onEvent = look;
            look();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
}
