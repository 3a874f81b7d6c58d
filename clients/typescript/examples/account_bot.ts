// An example bot with an account: it makes one (kind "bot"), accepts every challenge it is sent and plays
// a random legal command whenever its account's event stream says `your_turn`, in all its games at once,
// learning its turns from that one stream alone. Run: `npm run build && node dist/examples/account_bot.js
// http://localhost:8080 [games]`; its first line says its account: challenge it, or seat it at a game.
// With `games` it stops after that many of its games ended.
import { iterAccountEvents, tracksideClient } from "../src/index.js";

const TABLE = new Set(["undo", "resign", "hand_over", "take_back"]); // always legal, never moving the game on

const baseUrl = process.argv[2] ?? "http://localhost:8080";
const stopAfter = process.argv[3] === undefined ? Infinity : Number(process.argv[3]);
const { data: made, error } = await tracksideClient(baseUrl).POST("/v1/accounts", {
  body: { name: "TypeScript bot", kind: "bot" },
});
if (made === undefined) throw new Error(`no account: ${JSON.stringify(error)}`);
const me = tracksideClient(baseUrl, made.key);
console.log(JSON.stringify({ account: made.account }));

/** One random legal command of this bot's seat at `gameId`, if it has one (409: the game moved on, look again). */
async function play(gameId: string): Promise<void> {
  const path = { params: { path: { game_id: gameId } } };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { data: legal } = await me.GET("/v1/games/{game_id}/legal-commands", path);
    if (legal === undefined) return;
    const moves = legal.commands.filter((command) => !TABLE.has(command.type));
    const move = moves[Math.floor(Math.random() * moves.length)];
    if (move === undefined) return; // not its turn any more: a later your_turn will come
    const { response } = await me.POST("/v1/games/{game_id}/commands", {
      ...path, body: { type: move.type, data: move.data, expected_version: legal.version } as never,
    });
    if (response.status !== 409) return;
  }
}

let ended = 0;
for await (const event of iterAccountEvents(baseUrl, made.key)) {
  const told = event.data;
  if (event.type === "challenge") {
    await me.POST("/v1/challenges/{challenge_id}/accept", { params: { path: { challenge_id: String(told.id) } } });
  } else if (event.type === "your_turn") {
    await play(String(told.game));
  } else if (event.type === "game_finished") {
    ended += 1;
    console.log(JSON.stringify({ game: told.game, place: told.place, scores: told.scores }));
    if (ended >= stopAfter) break;
  }
}
