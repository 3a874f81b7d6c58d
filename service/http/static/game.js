// The spectator page of one game: follows it live and scrubs its history, through the public API only.
//
// A seat token comes in the URL's fragment (#token=...): the browser never sends a fragment to the
// server, and this script sends the token only as an Authorization header, so no URL (and no access
// log) ever holds it. Without one, the account signed in on the lobby (/play, its key in the tab's
// sessionStorage) plays its seat here, if it holds one. The live feed is read with fetch (stream.js).
"use strict";
(function () {
  const page = document.getElementById("game");
  const gameId = page.dataset.game;
  const pictured = page.dataset.pictured === "1";
  const rules = page.dataset.rules;
  const hashToken = new URLSearchParams(location.hash.slice(1)).get("token");
  const account = hashToken ? null : window.TracksideAccount.get();
  const mySeatRow = account ? document.querySelector(`#players tr[data-account="${CSS.escape(account.id)}"]`) : null;
  const token = hashToken || (mySeatRow ? account.key : null);
  // Another seat's token (or none) in the same tab: that viewer's page, from the start.
  window.addEventListener("hashchange", () => {
    if (new URLSearchParams(location.hash.slice(1)).get("token") !== hashToken) location.reload();
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
  // A hint for the seat's own move where the table allows it, the review once the game has ended; a
  // swing of the review shows its version in the history.
  const advice = window.TracksideAnalysis.panel({
    gameId, auth, hints: page.dataset.hints === "1", names,
    show: (version) => { slider.value = String(version); slider.dispatchEvent(new Event("input")); },
  });
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
        if (!forkSeat.dataset.chosen) forkSeat.value = String(state.view.viewer); // fork as oneself
        $("viewer").textContent = `Seat ${state.view.viewer + 1} (${names[state.view.viewer] || "?"}): your view.`;
      } else if (token) {
        $("viewer").textContent = "Your seat's view.";
      }
      const yourTurn = $("your-turn");
      const moves = legal ? window.TracksidePlay.moves(legal.commands).length : 0; // undo alone is no turn
      yourTurn.hidden = !moves;
      if (moves) yourTurn.textContent = " · your turn"; // what to do is the prompt's, in the game's words
      if (play && legal && summary && typeof state.view.viewer === "number") {
        play.show(legal, summary, state.view.viewer, $("picture").querySelector("svg"));
      }
      if (play) $("play").hidden = !following; // moves are made at the newest position only
      if (summary) {
        advice.position({ version: state.version, seat: token && typeof state.view.viewer === "number" ? state.view.viewer : null,
                          moves, finished: summary.status === "finished", svg: $("picture").querySelector("svg") });
      }
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
        await window.TracksideStream.read(response, (frame) => {
          if (frame.id !== null) last = Number(frame.id);
          if (frame.event === "end") ended = true;
          else if (frame.data.length) onEvent(JSON.parse(frame.data.join("\n")));
          return ended;
        });
        if (ended) {
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

  // Zoom: the picture fits the column at 100%, and grows past it (the column scrolls) with the buttons
  // or the keys + - 0 (not while typing); the level is kept for the tab's other game pages.
  const ZOOMS = [1, 1.25, 1.5, 2, 2.5, 3, 4];
  let zoom = Math.max(0, ZOOMS.indexOf(Number(sessionStorage.getItem("trackside.zoom"))));
  function setZoom(index) {
    if (!$("zoom-level")) return; // no picture on this page
    zoom = Math.min(ZOOMS.length - 1, Math.max(0, index));
    $("picture").style.setProperty("--zoom", String(ZOOMS[zoom]));
    $("picture").classList.toggle("zoomed", zoom > 0);
    $("zoom-level").textContent = `${Math.round(ZOOMS[zoom] * 100)}%`;
    $("zoom-out").disabled = zoom === 0;
    $("zoom-fit").disabled = zoom === 0;
    $("zoom-in").disabled = zoom === ZOOMS.length - 1;
    try { sessionStorage.setItem("trackside.zoom", String(ZOOMS[zoom])); } catch (ignored) { /* not kept */ }
  }
  if ($("zoom-level")) {
    $("zoom-in").addEventListener("click", () => setZoom(zoom + 1));
    $("zoom-out").addEventListener("click", () => setZoom(zoom - 1));
    $("zoom-fit").addEventListener("click", () => setZoom(0));
    document.addEventListener("keydown", (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.target.closest("input, select, textarea")) return;
      const step = { "+": 1, "=": 1, "-": -1, 0: null }[event.key];
      if (step === undefined) return;
      event.preventDefault();
      setZoom(step === null ? 0 : zoom + step);
    });
    setZoom(zoom);
  }

  // Fork at the version shown: the chosen seat (the viewer's, on a seat's page) is played on by this
  // person, every other seat by a server bot (the rulebook automa stays). A version inside a command
  // is refused (fork.mid_command; the events do not say where commands end): the next versions are
  // tried, so the fork starts where the command shown ends. A few at most: each try is charged to the
  // client's budget of new games. Signed in on the lobby (even on a seat token's page), the chosen seat
  // is the account's: forked with its key, the fork's page plays it without a token, and the fork is
  // among the account's games; signed out, the fork's page plays the seat's token.
  const FORK_TRIES = 10;
  const forker = window.TracksideAccount.get();
  const forkSeat = $("fork-seat");
  forkSeat.addEventListener("change", () => { forkSeat.dataset.chosen = "1"; });
  $("fork-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const seat = Number(forkSeat.value);
    const level = $("fork-level").value;
    const players = Array.from(document.querySelectorAll("#players tr[data-seat]"), (row) => {
      const n = Number(row.dataset.seat);
      if (row.dataset.kind === "automa") return { name: names[n], kind: "automa" };
      if (n === seat) return forker ? { account: forker.id } : { name: names[n] || "Me" };
      return { name: `Bot ${n + 1} (${level})`, kind: "bot", level };
    });
    $("fork").disabled = true;
    $("fork-status").textContent = "Forking…";
    try {
      for (let at = shown; at <= Math.min(latest, shown + FORK_TRIES - 1); at++) {
        const response = await fetch(`/v1/games/${gameId}/fork`, {
          method: "POST", headers: { ...(forker ? { Authorization: "Bearer " + forker.key } : auth),
                                     "Content-Type": "application/json" },
          body: JSON.stringify({ at_version: at, players }), cache: "no-store",
        });
        const body = await response.json().catch(() => ({}));
        if (response.status === 201) {
          const mine = body.seats.find((s) => s.seat === seat);
          location.assign(`/games/${body.game.id}` + (forker ? "" : `#token=${encodeURIComponent(mine.token)}`));
          return;
        }
        if (body.code !== "fork.mid_command") throw new Error(body.detail || response.statusText);
      }
      throw new Error("the command shown is long: move the slider on to its end");
    } catch (error) {
      $("fork-status").textContent = `Could not fork: ${error.message}`;
      $("fork").disabled = false;
    }
  });

  // A seat's page starts with that seat's view (the server drew the spectator's); a spectator's with
  // the events so far, so that the list of latest events is filled from the start.
  const start = latest;
  load(latest);
  get(`/v1/games/${gameId}/events?after=${Math.max(0, start - MAX_EVENTS_SHOWN)}`)
    .then((body) => body.events.filter((event) => event.version <= start).forEach(logEvent), () => {})
    .finally(() => follow(start));
})();
