// The Trackside client: the API's types, generated from openapi.yaml (src/schema.d.ts, `npm run generate`),
// openapi-fetch as the typed fetch over them, and the event stream helper written by hand.
import createClient from "openapi-fetch";
import type { paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";
export {
  frames, iterAccountEvents, iterEvents, StreamRefused, type AccountEvent, type Frame, type GameEvent, type StreamOptions,
} from "./streams.js";

/** A typed client of the server at `baseUrl`; with a seat's token, it acts as that seat. */
export function tracksideClient(baseUrl: string, token?: string) {
  return createClient<paths>({ baseUrl, headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } });
}
