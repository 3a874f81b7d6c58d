// Follows a game's event stream, printing each event as a line of JSON, until the game ends; after a
// dropped connection iterEvents resumes where it was. Run (after `npm run build`):
// `node dist/examples/follow.js http://localhost:8080 GAME_ID [SEAT_TOKEN]`.
import { iterEvents } from "../src/index.js";

const [baseUrl, gameId, token] = process.argv.slice(2);
if (baseUrl === undefined || gameId === undefined) throw new Error("usage: follow.js BASE_URL GAME_ID [SEAT_TOKEN]");
for await (const event of iterEvents(baseUrl, gameId, { token })) console.log(JSON.stringify(event));
