// An example bot: it creates a game of Mini Express with itself in seat 0 and a server bot in seat 1, then
// plays a random legal command whenever it has one, learning when to look from the game's event stream,
// until the game ends. Run: `npm run bot -- http://localhost:8080` (the server `trackside up` starts).
import { iterEvents, tracksideClient, type components } from "../src/index.js";

type Command = components["schemas"]["MiniExpress_Command"];

// The table's commands are always legal and never move the game on: this bot leaves them alone.
const TABLE: ReadonlySet<Command["type"]> = new Set(["undo", "resign", "hand_over", "take_back"]);

const baseUrl = process.argv[2] ?? "http://localhost:8080";
const { data: created, error } = await tracksideClient(baseUrl).POST("/v1/games", {
  body: { rules: "mini-express", players: [{ name: "TypeScript bot" }, { name: "Server bot", kind: "bot", level: "easy" }] },
});
if (created === undefined) throw new Error(`the game was not created: ${JSON.stringify(error)}`);
const gameId = created.game.id;
const token = created.seats[0]?.token;
if (token === undefined) throw new Error("no seat came back");
const seat = tracksideClient(baseUrl, token);
const path = { params: { path: { game_id: gameId } } };
console.log(`game ${gameId}: watch it at ${baseUrl}/games/${gameId}`);

/** Plays one command when this seat has one that moves the game on; true when it did. */
async function playIfMyTurn(): Promise<boolean> {
  for (;;) {
    const { data: legal, error } = await seat.GET("/v1/rules/mini-express/games/{game_id}/legal-commands", path);
    if (legal === undefined) throw new Error(`no legal commands: ${JSON.stringify(error)}`);
    const moves = legal.commands.filter((command) => !TABLE.has(command.type));
    const move = moves[Math.floor(Math.random() * moves.length)];
    if (move === undefined) return false; // not this seat's turn: an event will say when something changed
    const { response, error: refused } = await seat.POST("/v1/rules/mini-express/games/{game_id}/commands", {
      ...path, body: { ...move, expected_version: legal.version },
    });
    if (response.ok) return true; // its events, and what follows them, come on the stream
    if (response.status !== 409) throw new Error(`the command was refused: ${JSON.stringify(refused)}`);
    // 409: the game moved on (the other seat played first): look again
  }
}

let played = 0;
// Every event, from the game's first: each one may have made it this seat's turn. The stream ends
// when the game does.
for await (const event of iterEvents(baseUrl, gameId, { token })) {
  if (await playIfMyTurn()) played += 1;
  if (event.seat === 1) console.log(`version ${event.version}: the server bot's ${event.type}`);
}
const { data: summary } = await seat.GET("/v1/games/{game_id}", path);
console.log(JSON.stringify({ game: gameId, played, status: summary?.status, scores: summary?.scores, winners: summary?.winners }));
