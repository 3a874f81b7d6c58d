// The spectator page of one game: follows it live and scrubs its history, through the public API only.
//
// A seat token comes in the URL's fragment (#token=...): the browser never sends a fragment to the
// server, and this script sends the token only as an Authorization header, so no URL (and no access
// log) ever holds it. The live feed is read with fetch rather than EventSource because EventSource can
// send no Authorization header and hears only events whose names it was told in advance.
"use strict";
(function () {
  const page = document.getElementById("game");
  const gameId = page.dataset.game;
  const pictured = page.dataset.pictured === "1";
  const rules = page.dataset.rules;
  const firstSeat = Number(page.dataset.firstSeat); // the number the pictures give seat 0
  const token = new URLSearchParams(location.hash.slice(1)).get("token");
  // Another seat's token (or none) in the same tab: that viewer's page, from the start.
  window.addEventListener("hashchange", () => {
    if (new URLSearchParams(location.hash.slice(1)).get("token") !== token) location.reload();
  });
  const auth = token ? { Authorization: "Bearer " + token } : {};
  const $ = (id) => document.getElementById(id);
  const slider = $("slider");
  const MAX_EVENTS_SHOWN = 30;
  const PAUSED = "Live updates paused";

  let latest = Number(page.dataset.version); // the newest version this page knows of
  let shown = latest; // the version on screen
  let following = true; // at the newest version, moving on with the game
  let request = 0; // only the newest load may paint
  let names = {};
  document.querySelectorAll("#players tr[data-seat]").forEach((row) => {
    names[row.dataset.seat] = row.children[1].firstChild.textContent.trim();
  });

  function fail(message) {
    $("error").textContent = message;
    $("error").hidden = !message;
  }

  async function get(path, asText) {
    const response = await fetch(path, { headers: auth, cache: "no-cache" });
    if (!response.ok) {
      let detail = response.statusText;
      try { detail = (await response.json()).detail || detail; } catch (ignored) { /* not JSON */ }
      throw Object.assign(new Error(detail), { status: response.status });
    }
    return asText ? response.text() : response.json();
  }

  function paintPicture(svgText) {
    const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
    const svg = parsed.documentElement;
    if (svg.nodeName !== "svg") throw new Error("the picture is not SVG");
    $("picture").replaceChildren(document.importNode(svg, true));
  }

  const play = token ? window.TracksidePlay.seat({ gameId, auth, reload: () => load(latest) }) : null;
  const showClocks = window.TracksidePlay.clocks();

  function paintSummary(summary, view) {
    const scores = summary.scores || (summary.status === "finished" ? null : window.TracksidePlay.liveScores(rules, view));
    const active = new Set(summary.active_seats || []);
    const winners = new Set(summary.winners || []);
    document.querySelectorAll("#players tr[data-seat]").forEach((row) => {
      const seat = Number(row.dataset.seat);
      row.querySelector(".score").textContent = scores ? String(scores[seat]) : "–";
      row.querySelector(".mark").textContent =
        summary.status === "finished" ? (winners.has(seat) ? "winner" : "") : (active.has(seat) ? "to play" : "");
      row.classList.toggle("active", summary.status !== "finished" && active.has(seat));
    });
    showClocks(summary.clocks);
    if (summary.seed && $("seed-value").textContent !== summary.seed) {
      $("seed-state").textContent = $("seed").dataset.revealed; // the game ended while the page was open
      $("seed-value").textContent = summary.seed;
    }
  }

  // A seat's newest picture marks the board elements its legal commands refer to; a server whose
  // pictures know no targets (400) is asked for the plain picture from then on.
  let targets = Boolean(token);
  async function picture(at) {
    if (!(targets && following)) return get(`/v1/games/${gameId}/picture.svg${at}`, true);
    try {
      return await get(`/v1/games/${gameId}/picture.svg?targets=1`, true);
    } catch (error) {
      if (error.status !== 400) throw error;
      targets = false;
      return get(`/v1/games/${gameId}/picture.svg`, true);
    }
  }

  // Paints the position at `version` (the newest when following): state, picture, and when it is the
  // newest, the summary (scores, whose turn) and whether the token's seat may act.
  async function load(version) {
    const mine = ++request;
    const at = following ? "" : "?at_version=" + version;
    try {
      const [state, svg, summary, legal] = await Promise.all([
        get(`/v1/games/${gameId}/state${at}`),
        pictured ? picture(at) : null,
        following ? get(`/v1/games/${gameId}`) : null,
        following && token ? get(`/v1/games/${gameId}/legal-commands`) : null,
      ]);
      if (mine !== request) return;
      shown = state.version;
      latest = Math.max(latest, state.version);
      slider.max = String(latest);
      slider.value = String(shown);
      $("version").textContent = String(state.version);
      $("turn").textContent = String(state.turn);
      $("round").textContent = String(state.round);
      $("status").textContent = state.status;
      $("shown").textContent = following ? "latest" : `version ${shown} of ${latest}`;
      $("live").disabled = following;
      $("view").textContent = JSON.stringify(state.view, null, 2);
      if (svg !== null) paintPicture(svg);
      if (summary) paintSummary(summary, state.view);
      if (typeof state.view.viewer === "number" && token) {
        $("viewer").textContent = `Seat ${state.view.viewer + firstSeat} (${names[state.view.viewer] || "?"}): your view.`;
      } else if (token) {
        $("viewer").textContent = "Your seat's view.";
      }
      const yourTurn = $("your-turn");
      const moves = legal ? window.TracksidePlay.moves(legal.commands).length : 0; // undo alone is no turn
      yourTurn.hidden = !moves;
      if (moves) yourTurn.textContent = ` · your turn (${window.TracksidePlay.plural(moves, "move")})`;
      if (play && legal && summary && typeof state.view.viewer === "number") {
        play.show(legal, summary, state.view.viewer, $("picture").querySelector("svg"));
      }
      if (play) $("play").hidden = !following; // moves are made at the newest position only
      fail("");
    } catch (error) {
      if (mine === request) fail(`Could not load the game: ${error.message}`);
    }
  }

  let scheduled = null;
  function refresh() {
    // Events come in bursts (one command, many events): one load for the whole burst.
    if (scheduled === null) scheduled = setTimeout(() => { scheduled = null; load(latest); }, 30);
  }

  function logEvent(event) {
    const item = document.createElement("li");
    item.value = event.version;
    const who = event.seat === null || event.seat === undefined ? "table" : (names[event.seat] || `seat ${event.seat}`);
    item.textContent = `${event.type.replaceAll("_", " ")} · ${who}`;
    item.dataset.version = String(event.version);
    const list = $("events");
    list.prepend(item);
    while (list.children.length > MAX_EVENTS_SHOWN) list.lastElementChild.remove();
  }

  function onEvent(event) {
    logEvent(event);
    latest = Math.max(latest, event.version);
    slider.max = String(latest);
    if (following) refresh();
    else $("shown").textContent = `version ${shown} of ${latest}`;
  }

  // One Server-Sent Events frame: its id, event name and data lines.
  function parseFrame(frame) {
    const out = { id: null, event: "message", data: [] };
    for (const line of frame.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "id") out.id = value;
      else if (field === "event") out.event = value;
      else if (field === "data") out.data.push(value);
    }
    return out;
  }

  // Reads the game's event stream from `after` on; again after a dropped connection (resuming with
  // Last-Event-ID, waiting longer after each failure); stops when the game is over.
  async function follow(after) {
    let last = after;
    let wait = 1000;
    for (;;) {
      let ended = false;
      try {
        const response = await fetch(`/v1/games/${gameId}/events/stream`, {
          headers: { ...auth, Accept: "text/event-stream", "Last-Event-ID": String(last) },
          cache: "no-store",
        });
        if (response.status === 204) return; // finished, nothing after `last`
        if (!response.ok) throw new Error(`event stream: ${response.status}`);
        if ($("error").textContent.startsWith(PAUSED)) fail("");
        wait = 1000;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        while (!ended) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut;
          while (!ended && (cut = buffer.indexOf("\n\n")) >= 0) {
            const frame = parseFrame(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
            if (frame.id !== null) last = Number(frame.id);
            if (frame.event === "end") ended = true;
            else if (frame.data.length) onEvent(JSON.parse(frame.data.join("\n")));
          }
        }
        if (ended) {
          reader.cancel();
          refresh();
          return;
        }
      } catch (error) {
        fail(`${PAUSED}: ${error.message}; retrying.`);
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, 15000);
    }
  }

  let scrub = null;
  slider.addEventListener("input", () => {
    const version = Number(slider.value);
    following = version >= latest;
    clearTimeout(scrub);
    scrub = setTimeout(() => load(following ? latest : version), 60);
  });
  $("live").addEventListener("click", () => {
    following = true;
    load(latest);
  });

  // A seat's page starts with that seat's view (the server drew the spectator's); a spectator's with
  // the events so far, so that the list of latest events is filled from the start.
  const start = latest;
  load(latest);
  get(`/v1/games/${gameId}/events?after=${Math.max(0, start - MAX_EVENTS_SHOWN)}`)
    .then((body) => body.events.filter((event) => event.version <= start).forEach(logEvent), () => {})
    .finally(() => follow(start));
})();
