// Following a game live (`GET /v1/games/{game_id}/events/stream`) or an account's events (`GET /v1/me/events`),
// Server-Sent Events read event by event, and resumed with Last-Event-ID after a dropped connection. Written by hand, as
// the Python client's trackside_client/streams.py, whose behaviour it shares.
import type { components } from "./schema.js";

export type GameEvent = components["schemas"]["Event"];

export interface StreamOptions {
  /** A seat token: the events as that seat may see them (a spectator's otherwise). */
  token?: string;
  /** Start after this version (from the first event when absent). */
  after?: number;
  /** A stream silent this long is taken for a dead connection: the server sends a keep-alive on every
   * quiet stream (TRACKSIDE_STREAM_HEARTBEAT_SECONDS, 15 s unless its operator changed it). */
  readTimeoutMs?: number;
  /** The wait before a reconnection starts at the server's `retry:` and doubles after each failed
   * attempt in a row, up to maxDelayMs; maxAttempts failures with no event between them throw. */
  maxDelayMs?: number;
  maxAttempts?: number;
}

/** The server refused the stream (a 4xx other than 429: a wrong token or game); asking again cannot help. */
export class StreamRefused extends Error {
  constructor(readonly status: number, readonly problem: string) {
    super(`${status} from the event stream: ${problem}`);
  }
}

/** The server closed the stream before its `event: end` (as it does to a reader too slow to keep up). */
class StreamEnded extends Error {}

const FIRST_DELAY_MS = 1000;

/** Each event of the game after `after`, as `/events` gives it (its `version` is the stream's event id),
 * until the stream says the game ended. A connection that drops, goes silent or is answered 429 or 5xx
 * is opened again with Last-Event-ID, so that no event is missed or seen twice. */
export async function* iterEvents(baseUrl: string, gameId: string, options: StreamOptions = {}):
    AsyncGenerator<GameEvent, void, undefined> {
  const url = new URL(`v1/games/${encodeURIComponent(gameId)}/events/stream`, baseUrl.replace(/\/?$/, "/"));
  if (options.after !== undefined) url.searchParams.set("after", String(options.after));
  for await (const frame of resumed(url, options.token, undefined, options)) {
    yield JSON.parse(frame.data ?? "null") as GameEvent;
  }
}

/** One event of an account's stream: `challenge`, `game_started`, `your_turn`, `game_finished`,
 * `seat_taken_over`, `game_expired`; or `gap` (id null) first, when events after the id asked for have
 * left the stream. */
export interface AccountEvent {
  id: string | null;
  type: string;
  data: Record<string, unknown>;
  at?: string;
}

/** Each event of the account whose key is `key` (`GET /v1/me/events`) after `lastEventId` (every event
 * its stream holds when absent), for as long as the caller reads; resumed as iterEvents is. */
export async function* iterAccountEvents(baseUrl: string, key: string, lastEventId?: string,
    options: Omit<StreamOptions, "token" | "after"> = {}): AsyncGenerator<AccountEvent, void, undefined> {
  const url = new URL("v1/me/events", baseUrl.replace(/\/?$/, "/"));
  for await (const frame of resumed(url, key, lastEventId, options)) {
    yield JSON.parse(frame.data ?? "null") as AccountEvent;
  }
}

/** The frames with data of an event stream, opened again after the last `id:` seen when its connection
 * drops, goes silent or is answered 429 or 5xx; ends at a 204 or an `event: end`. */
async function* resumed(url: URL, token: string | undefined, lastEventId: string | undefined,
    options: StreamOptions): AsyncGenerator<Frame, void, undefined> {
  const { readTimeoutMs = 60_000, maxDelayMs = 30_000, maxAttempts = 8 } = options;
  let delayMs = FIRST_DELAY_MS;
  let failures = 0;
  for (;;) {
    let waitMs = 0;
    let failed: unknown;
    const connection = new AbortController();
    // Only while it waits for the server: the time the caller takes over an event is not silence.
    let silence = setTimeout(() => connection.abort(), readTimeoutMs);
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(() => connection.abort(), readTimeoutMs);
    };
    try {
      const headers: Record<string, string> = { Accept: "text/event-stream" };
      if (token !== undefined) headers.Authorization = `Bearer ${token}`;
      if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
      const response = await fetch(url, { headers, signal: connection.signal });
      if (response.status === 204) return; // the game is finished and nothing follows
      if (response.status === 429 || response.status >= 500) {
        waitMs = 1000 * Number(response.headers.get("Retry-After") ?? 0) || 0;
        await response.body?.cancel();
        throw new Error(`${response.status} from the event stream`);
      }
      if (!response.ok) throw new StreamRefused(response.status, await response.text());
      if (response.body === null) throw new StreamEnded("the event stream had no body");
      for await (const frame of frames(response.body, listen)) {
        if (frame.retry !== undefined) delayMs = frame.retry;
        if (frame.data === undefined) continue;
        if (frame.event === "end") return;
        if (frame.id !== undefined) lastEventId = frame.id;
        failures = 0;
        clearTimeout(silence);
        yield frame;
        listen();
      }
      throw new StreamEnded("the event stream closed before its end");
    } catch (error) {
      if (error instanceof StreamRefused) throw error;
      failed = error; // the network's (fetch's TypeError, the abort of a silent stream) or the server's
    } finally {
      clearTimeout(silence);
      connection.abort(); // (a reader that stopped early closes the connection too)
    }
    failures += 1;
    if (failures >= maxAttempts) throw failed;
    await new Promise((resolve) => setTimeout(resolve, Math.max(waitMs, Math.min(delayMs * 2 ** (failures - 1), maxDelayMs))));
  }
}

export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  /** In milliseconds. */
  retry?: number;
}

/** The Server-Sent Events framing (the WHATWG HTML standard's parsing) of a byte stream: each frame once
 * its blank line came, so a connection cut in the middle of one never gives half an event; comments
 * (the keep-alives) give nothing. `received` is called on every chunk. */
export async function* frames(body: ReadableStream<Uint8Array>, received: () => void = () => {}):
    AsyncGenerator<Frame, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let frame: Frame = {};
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      received();
      buffer += decoder.decode(value, { stream: true });
      // A line ends at CRLF, LF or CR; a CR last in the buffer may be the first half of a CRLF.
      const lines = buffer.split(/\r\n|\n|\r(?!$)/);
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (line === "") {
          if (Object.keys(frame).length > 0) yield frame;
          frame = {};
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const name = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (name === "data") frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
        else if ((name === "id" || name === "event") && !value.includes("\0")) frame[name] = value;
        else if (name === "retry" && /^\d+$/.test(value)) frame.retry = Number(value);
      }
    }
  } finally {
    reader.releaseLock();
  }
}
