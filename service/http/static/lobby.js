// The lobby (/play): an account signs in with its key (or is made here), starts games against bots,
// the automa, open seats and invited accounts, joins open games, answers challenges, and follows its
// games live from its account stream (GET /v1/me/events), all through the public API. The key is kept
// in the tab's sessionStorage (account.js) and sent only as an Authorization header.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const LEVELS = ["easy", "normal", "strong"];
  const OPEN_GAMES_POLL_MS = 30000;
  let account = window.TracksideAccount.get();
  let catalogue = []; // GET /v1/rules
  const titles = {};

  function fail(message) {
    $("lobby-error").textContent = message;
    $("lobby-error").hidden = !message;
  }

  async function api(method, path, body, key) {
    const headers = {};
    const bearer = key === undefined ? account && account.key : key;
    if (bearer) headers.Authorization = "Bearer " + bearer;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(path, { method, headers, cache: "no-store",
      body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) {
      let problem = null;
      try { problem = await response.json(); } catch (ignored) { /* not JSON */ }
      throw Object.assign(new Error((problem && problem.detail) || response.statusText), { status: response.status, problem });
    }
    return response.json();
  }

  function el(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (name === "text") node.textContent = value;
      else if (value !== null && value !== undefined && value !== false) node.setAttribute(name, value === true ? "" : value);
    }
    node.append(...children);
    return node;
  }

  function button(text, onClick, attributes) {
    const b = el("button", { type: "button", ...attributes, text });
    b.addEventListener("click", async () => {
      b.disabled = true;
      try {
        await onClick();
        fail("");
      } catch (error) {
        fail(error.message);
      } finally {
        b.disabled = false;
      }
    });
    return b;
  }

  function openGame(gameId) {
    location.assign(`/games/${gameId}`); // played there with this tab's account key
  }

  // --- Signing in ---------------------------------------------------------------------------------

  function signedIn(found) {
    account = found;
    window.TracksideAccount.set(found);
    show();
  }

  $("create-account").addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const made = await api("POST", "/v1/accounts", { name: $("account-name").value, kind: "human" }, null);
      $("new-key-value").textContent = made.key;
      $("new-key").hidden = false;
      signedIn({ key: made.key, id: made.account.id, name: made.account.name });
      $("new-key-done").focus();
      fail("");
    } catch (error) {
      fail(`Could not create the account: ${error.message}`);
    }
  });
  $("new-key-done").addEventListener("click", () => {
    $("new-key").hidden = true;
    $("new-key-value").textContent = ""; // shown once
  });

  $("sign-in").addEventListener("submit", async (event) => {
    event.preventDefault();
    const key = $("account-key").value.trim();
    try {
      const me = await api("GET", "/v1/me", undefined, key);
      $("account-key").value = "";
      signedIn({ key, id: me.account.id, name: me.account.name });
      fail("");
    } catch (error) {
      fail(error.status === 401 ? "No account has this key." : `Could not sign in: ${error.message}`);
    }
  });

  $("sign-out").addEventListener("click", () => {
    window.TracksideAccount.clear();
    location.reload(); // ends the account's stream too
  });

  // --- New game -----------------------------------------------------------------------------------

  // One field for each of the title's options, built from its JSON Schema (GET /v1/rules): a yes/no is
  // a checkbox, a choice among values a list, a set of values checkboxes, and a list of records (18
  // Lilliput's landscape: square, tile, rotation) rows to add and remove, one field for each property.
  function optionField(name, schema) {
    const id = `option-${name}`;
    const words = name.replaceAll("_", " ");
    if (schema.type === "boolean") {
      return el("label", { for: id }, el("input", { type: "checkbox", id, "data-option": name, checked: schema.default === true }), ` ${words}`);
    }
    if (Array.isArray(schema.enum)) {
      return el("label", { for: id }, `${words} `, choice(schema, { id, "data-option": name }));
    }
    if (schema.type === "array" && schema.items && Array.isArray(schema.items.enum)) {
      return el("fieldset", { "data-option": name, "data-set": "1" }, el("legend", { text: words }),
        ...schema.items.enum.map((value) => el("label", {},
          el("input", { type: "checkbox", value: JSON.stringify(value) }), ` ${value}`)));
    }
    if (schema.type === "array" && schema.items && schema.items.type === "object" && schema.items.properties) {
      return records(name, words, schema);
    }
    return null; // a shape no field is made for: the API still takes it
  }

  // A list among values (`enum`, or a whole number between a small `minimum` and `maximum`), holding each
  // as JSON, so that the option is sent as the schema types it.
  function choice(schema, attributes) {
    const values = Array.isArray(schema.enum) ? schema.enum
      : Array.from({ length: schema.maximum - schema.minimum + 1 }, (_, n) => schema.minimum + n);
    return el("select", attributes, ...values.map((value) => el("option", { value: JSON.stringify(value),
      selected: value === schema.default, text: value === null ? "none" : String(value) })));
  }

  const FEW = 24; // a whole number with at most this many values is chosen from a list

  // One input for a property of a record: a list for values named or few, else a text (with the schema's
  // pattern) or a number field.
  function recordInput(property, schema) {
    const attributes = { "data-property": property, required: true }; // named by its row (renumber)
    if (Array.isArray(schema.enum) || (schema.type === "integer" && schema.maximum - schema.minimum < FEW)) {
      return choice(schema, attributes);
    }
    if (schema.type === "integer" || schema.type === "number") {
      return el("input", { ...attributes, type: "number", "data-number": "1", min: schema.minimum, max: schema.maximum,
        step: schema.type === "integer" ? "1" : "any", size: "6" });
    }
    return el("input", { ...attributes, pattern: schema.pattern, maxlength: schema.maxLength, size: "8",
      autocomplete: "off", spellcheck: "false" });
  }

  // A list of records: each a numbered row of its properties' fields, with Remove; "Add" below, until
  // the schema's maxItems.
  function records(name, words, schema) {
    const list = el("ol", { class: "records" });
    const field = el("fieldset", { "data-option": name, "data-records": "1" }, el("legend", { text: words }));
    const add = el("button", { type: "button", class: "add-record", text: `Add to ${words}` });
    const renumber = () => {
      Array.from(list.children).forEach((row, n) => {
        row.querySelectorAll("[data-property]").forEach((input) => {
          input.setAttribute("aria-label", `${words} ${n + 1}: ${input.dataset.property.replaceAll("_", " ")}`);
        });
        row.querySelector(".remove-record").setAttribute("aria-label", `Remove ${words} ${n + 1}`);
      });
      add.disabled = schema.maxItems !== undefined && list.children.length >= schema.maxItems;
    };
    add.addEventListener("click", () => {
      const row = el("li", { class: "record" });
      for (const [property, part] of Object.entries(schema.items.properties)) {
        row.append(el("label", {}, `${property.replaceAll("_", " ")} `, recordInput(property, part)));
      }
      const remove = el("button", { type: "button", class: "remove-record", text: "Remove" });
      remove.addEventListener("click", () => {
        row.remove();
        renumber();
        add.focus();
      });
      row.append(remove);
      list.append(row);
      renumber();
      row.querySelector("[data-property]").focus();
    });
    field.append(list, add);
    return field;
  }

  function recordOf(row) {
    const record = {};
    row.querySelectorAll("[data-property]").forEach((input) => {
      const value = input.value.trim();
      record[input.dataset.property] = input.tagName === "SELECT" ? JSON.parse(value)
        : input.dataset.number ? Number(value) : value;
    });
    return record;
  }

  // An option's field with what it means under it, in the rules' words (its schema's description: Mini
  // Express's mode says that two players without the automa play the experts' game, whatever is chosen).
  function described(field, schema) {
    if (!field || !schema.description) return field;
    return el("div", { class: "option" }, field, el("small", { class: "muted hint", text: schema.description }));
  }

  function rulesOf(name) {
    return catalogue.find((entry) => entry.name === name);
  }

  function paintOptions() {
    const entry = rulesOf($("new-title").value);
    const fields = Object.entries(entry.options.properties || {}).map(([name, schema]) => described(
      optionField(name, schema), schema)).filter(Boolean);
    if (!fields.length) fields.push(el("p", { class: "muted", text: "This game has no options of its own." }));
    $("new-options").replaceChildren(el("legend", { text: "Options" }), ...fields);
  }

  function options() {
    const chosen = {};
    $("new-options").querySelectorAll("[data-option]").forEach((field) => {
      const name = field.dataset.option;
      if (field.dataset.set) {
        chosen[name] = Array.from(field.querySelectorAll("input:checked"), (box) => JSON.parse(box.value));
      } else if (field.dataset.records) {
        chosen[name] = Array.from(field.querySelectorAll(".record"), recordOf);
      } else if (field.type === "checkbox") {
        chosen[name] = field.checked;
      } else {
        chosen[name] = JSON.parse(field.value);
      }
    });
    // The table's (docs/table.md): undo is allowed unless refused, so only the refusal is sent.
    if (!$("option-undo").checked) chosen.undo = false;
    const minutes = Number($("option-clock").value);
    if (minutes > 0) {
      chosen.clock = { base_s: Math.round(minutes * 60), increment_s: Math.round(Number($("option-increment").value) || 0),
                       on_timeout: $("option-timeout").value };
    }
    return chosen;
  }

  // The server's refusal of a new game, beside its button: the problem's detail, each field it names
  // (in the form's words: "landscape 2, square"), and the rows of a list it points at marked, by their
  // place (a 400's field errors) or by a value the problem names (a 422's `square` or `tile`).
  const PROBLEM_FIELDS = new Set(["type", "title", "status", "detail", "code", "errors"]);
  function refused(error) {
    const problem = error.problem || {};
    const fieldErrors = Object.entries(flatten(problem.errors || {}, [])).map(([path, message]) => [path.split("."), message]);
    $("new-game-refusal").replaceChildren(el("p", { text: `Could not start the game: ${error.message}` }));
    if (fieldErrors.length) {
      $("new-game-refusal").append(el("ul", {}, ...fieldErrors.map(([path, message]) => el("li", { text: `${spoken(path)}: ${message}` }))));
    }
    $("new-game-refusal").hidden = false;
    const named = Object.entries(problem).filter(([key]) => !PROBLEM_FIELDS.has(key));
    $("new-options").querySelectorAll("[data-records]").forEach((field) => {
      field.querySelectorAll(".record").forEach((row, n) => {
        const record = recordOf(row);
        const pointed = fieldErrors.some(([path]) => path[0] === "options" && path[1] === field.dataset.option && path[2] === String(n))
          || named.some(([key, value]) => key in record && JSON.stringify(value) === JSON.stringify(record[key]));
        if (pointed) markRefused(row, true);
      });
    });
  }

  function markRefused(row, yes) {
    row.classList.toggle("refused", yes);
    if (yes) row.setAttribute("aria-invalid", "true");
    else row.removeAttribute("aria-invalid");
  }

  function clearRefusal() {
    $("new-game-refusal").hidden = true;
    $("new-game-refusal").replaceChildren();
    $("new-options").querySelectorAll(".record.refused").forEach((row) => markRefused(row, false));
  }

  // A problem's `errors` as path → message: {"options": {"landscape.1.square": ["…"]}} gives
  // "options.landscape.1.square" → "…" (marshmallow's nest their keys, the JSON Schema's dot them).
  function flatten(value, path) {
    if (Array.isArray(value)) return { [path.join(".")]: value.join(" ") };
    if (value && typeof value === "object") {
      return Object.assign({}, ...Object.entries(value).map(([key, inner]) =>
        flatten(inner, key === "_schema" ? path : [...path, ...key.split(".")])));
    }
    return { [path.join(".")]: String(value) };
  }

  // A field's path in the page's words: options.landscape.1.square → "landscape 2, square".
  function spoken(path) {
    const parts = path[0] === "options" && path.length > 1 ? path.slice(1) : path;
    return parts.map((part, n) => (/^\d+$/.test(part) ? `${Number(part) + 1}${n < parts.length - 1 ? "," : ""}`
      : part.replaceAll("_", " "))).join(" ");
  }

  // Seat 0 of the API is "Seat 1" here, on the game page and in every picture.
  function seatName(n) {
    return `Seat ${n + 1}`;
  }

  // A seat's row: the first is the player's own; each other is a bot (at a level), the automa (where
  // the title has one), a seat open to any account, or one kept for an invited account.
  function seatRow(number) {
    const entry = rulesOf($("new-title").value);
    const item = el("li");
    if (number === 0) {
      item.append(el("span", { text: `${account ? account.name : "You"} (you)` }));
      return item;
    }
    const kinds = [["bot", "a bot"], ...(entry.automa ? [["automa", "the automa"]] : []), ["open", "an open seat"],
      ["account", "an invited account"]];
    const kind = el("select", { class: "seat-kind" }, ...kinds.map(([value, text]) => el("option", { value, text })));
    const level = el("select", { class: "seat-level" },
      ...LEVELS.map((value) => el("option", { value, text: value, selected: value === "easy" })));
    const invited = el("input", { class: "seat-account", placeholder: "account id", pattern: "[0-9a-f]{16}", size: "18",
      hidden: true });
    const remove = button("Remove", async () => {
      item.remove();
      renumber();
    }, { class: "remove-seat" });
    kind.addEventListener("change", () => {
      level.hidden = kind.value !== "bot";
      invited.hidden = kind.value !== "account";
      invited.required = kind.value === "account";
    });
    item.append(el("span", { class: "seat-number" }), kind, level, invited, remove);
    return item;
  }

  // Each row's number and its fields' names (again after a seat is removed).
  function renumber() {
    const rules = $("new-title").value;
    const entry = rulesOf(rules);
    const rows = Array.from($("seat-list").children);
    rows.forEach((row, n) => {
      row.dataset.seat = String(n);
      if (n === 0) return;
      const name = seatName(n);
      row.querySelector(".seat-number").textContent = `${name}:`;
      row.querySelector(".seat-kind").setAttribute("aria-label", `${name}: who plays`);
      row.querySelector(".seat-level").setAttribute("aria-label", `${name}: bot level`);
      row.querySelector(".seat-account").setAttribute("aria-label", `${name}: the invited account's id`);
      const remove = row.querySelector(".remove-seat");
      remove.setAttribute("aria-label", `Remove ${name.toLowerCase()}`);
      remove.hidden = rows.length <= entry.players.min;
    });
    $("add-seat").disabled = rows.length >= entry.players.max;
  }

  function paintSeats() {
    const entry = rulesOf($("new-title").value);
    const count = Math.max(entry.players.min, Math.min(2, entry.players.max));
    $("seat-list").replaceChildren(...Array.from({ length: count }, (_, n) => seatRow(n)));
    renumber();
  }

  $("add-seat").addEventListener("click", () => {
    $("seat-list").append(seatRow($("seat-list").children.length));
    renumber();
  });

  $("new-title").addEventListener("change", () => {
    clearRefusal();
    paintOptions();
    paintSeats();
  });

  function players() {
    return Array.from($("seat-list").children, (row, n) => {
      if (n === 0) return { account: account.id };
      const kind = row.querySelector(".seat-kind").value;
      if (kind === "bot") {
        const level = row.querySelector(".seat-level").value;
        return { name: `Bot ${n + 1} (${level})`, kind: "bot", level };
      }
      if (kind === "automa") return { name: "Automa", kind: "automa" };
      if (kind === "open") return { open: true };
      return { account: row.querySelector(".seat-account").value.trim() };
    });
  }

  $("new-game-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    $("start-game").disabled = true;
    $("new-game-status").textContent = "Starting…";
    clearRefusal();
    try {
      const seed = $("new-seed").value.trim(); // (a deal to replay; none: the server's random one)
      const made = await api("POST", "/v1/challenges", { rules: $("new-title").value, players: players(), options: options(),
                                                         ...(seed ? { seed } : {}), ...($("new-rated").checked ? { rated: true } : {}) });
      if (made.status === "started") {
        openGame(made.game);
        return;
      }
      $("new-game-status").textContent = "Made: it starts when every seat is taken (see My games).";
      refresh();
      fail("");
    } catch (error) {
      $("new-game-status").textContent = "";
      refused(error);
    } finally {
      $("start-game").disabled = false;
    }
  });

  // --- The lists ----------------------------------------------------------------------------------

  function who(game) {
    return game.seats.map((seat) => seat.name || (seat.state === "open" ? "(open seat)" : "(invited)")).join(", ");
  }

  function waitingForMe(game) {
    return game.status === "active" && game.active_seats.includes(game.seat);
  }

  // Where a game of mine stands: its place in the list (those waiting for me first) and its words.
  function standing(game) {
    if (waitingForMe(game)) return [0, "your turn"];
    if (game.status === "active") return [1, "their turn"];
    if (game.status === "waiting") return [2, "waiting for players"];
    if (game.status === "finished") {
      const won = (game.winners || []).includes(game.seat);
      return [3, won ? "finished: you won" : "finished"];
    }
    return [4, game.status];
  }

  function description(game) {
    return `${titles[game.rules] || game.rules}: ${who(game)}`;
  }

  function gameLink(game) {
    return el("a", { href: `/games/${game.id}`, text: description(game) });
  }

  function paintMyGames(games) {
    const mine = games.filter((game) => !(game.status === "waiting" && game.seats[game.seat].state === "invited"))
      .map((game, n) => ({ game, n, at: standing(game) }))
      .sort((a, b) => a.at[0] - b.at[0] || a.n - b.n);
    $("my-games-list").replaceChildren(...mine.map(({ game, at }) => {
      // A game waiting for its seats has no page yet (409 game_waiting): its seat may be given back.
      const item = el("li", { "data-game": game.id, "data-standing": at[1], class: at[0] === 0 ? "mine" : null },
        game.status === "waiting" ? el("span", { text: description(game) }) : gameLink(game), ` · ${at[1]}`);
      if (game.status === "waiting") {
        item.append(button("Leave", async () => {
          await api("POST", `/v1/games/${game.id}/seats/${game.seat}/leave`);
          refresh();
        }, { class: "leave", "aria-label": `Leave ${description(game)}` }));
      }
      if (game.status === "finished") {
        item.append(button("Rematch", async () => {
          const made = await api("POST", `/v1/games/${game.id}/rematch`);
          if (made.status === "started") openGame(made.game);
          else refresh();
        }, { class: "rematch", "aria-label": `Rematch ${description(game)}` }));
      }
      return item;
    }));
    if (!mine.length) $("my-games-list").append(el("li", { class: "muted", text: "None yet." }));
  }

  function paintChallenges(games) {
    const invited = games.filter((game) => game.status === "waiting" && game.seats[game.seat].state === "invited");
    $("challenges-list").replaceChildren(...invited.map((game) => el("li", { "data-game": game.id },
      el("span", { text: description(game) }),
      button("Accept", async () => {
        const joined = await api("POST", `/v1/challenges/${game.id}/accept`);
        if (joined.game.status === "active") openGame(game.id);
        else refresh();
      }, { class: "accept", "aria-label": `Accept ${description(game)}` }),
      button("Decline", async () => {
        await api("POST", `/v1/challenges/${game.id}/decline`);
        refresh();
      }, { class: "decline", "aria-label": `Decline ${description(game)}` }))));
    if (!invited.length) $("challenges-list").append(el("li", { class: "muted", text: "None." }));
  }

  function paintOpenGames(games) {
    const open = games.filter((game) => !game.seats.some((seat) => seat.account === account.id));
    $("open-games-list").replaceChildren(...open.map((game) => el("li", { "data-game": game.id },
      el("span", { text: description(game) }),
      ...game.seats.filter((seat) => seat.state === "open").map((seat) => button(`Join ${seatName(seat.seat).toLowerCase()}`, async () => {
        const joined = await api("POST", `/v1/games/${game.id}/seats/${seat.seat}/join`);
        if (joined.game.status === "active") openGame(game.id);
        else refresh();
      }, { class: "join", "aria-label": `Join ${seatName(seat.seat).toLowerCase()} of ${description(game)}` })))));
    if (!open.length) $("open-games-list").append(el("li", { class: "muted", text: "None." }));
  }

  let loading = 0;
  let painted = null; // the lists last painted, as JSON
  async function load() {
    const mine = ++loading;
    try {
      const [games, open] = await Promise.all([api("GET", "/v1/me/games?limit=50"), api("GET", "/v1/games?status=waiting&limit=50")]);
      if (mine !== loading) return;
      // Painted again only when changed: a button in focus (or being clicked) stays where it is.
      const known = JSON.stringify([games.games, open.games]);
      if (known === painted) return;
      painted = known;
      paintMyGames(games.games);
      paintChallenges(games.games);
      paintOpenGames(open.games);
    } catch (error) {
      if (mine !== loading) return;
      if (error.status === 401) { // the key kept in this tab was revoked (or the server forgot it)
        window.TracksideAccount.clear();
        account = null;
        $("signin").hidden = false;
        $("signed-in").hidden = true;
        fail("The key kept in this tab no longer signs in: sign in again.");
      } else {
        fail(`Could not load your games: ${error.message}`);
      }
    }
  }

  let scheduled = null;
  function refresh() {
    // An account's events come in bursts (a move tells several seats): one load for the burst.
    if (scheduled === null) scheduled = setTimeout(() => { scheduled = null; load(); }, 50);
  }

  // The account's stream: each event (a challenge, a game started, a turn, a game over) loads the
  // lists again; resumed with Last-Event-ID after a dropped connection, later after each failure.
  let following = false; // the account's stream is read
  let polling = null;
  async function follow() {
    following = true;
    let last = null;
    let wait = 1000;
    while (account) {
      try {
        const headers = { Authorization: "Bearer " + account.key, Accept: "text/event-stream" };
        if (last !== null) headers["Last-Event-ID"] = last;
        const response = await fetch("/v1/me/events", { headers, cache: "no-store" });
        if (response.status === 401) break; // the key was revoked: nothing more to hear
        if (!response.ok) {
          const after = Number(response.headers.get("Retry-After"));
          if (after > 0) wait = Math.max(wait, after * 1000);
          throw new Error(`account stream: ${response.status}`);
        }
        wait = 1000;
        refresh(); // what happened while the stream was down
        await window.TracksideStream.read(response, (frame) => {
          if (frame.id !== null) last = frame.id;
          if (frame.data.length) refresh();
          return false;
        });
      } catch (ignored) {
        // retried below; the lists stay as they were
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, 15000);
    }
    following = false;
  }

  // --- Start --------------------------------------------------------------------------------------

  async function show() {
    $("signin").hidden = Boolean(account);
    $("signed-in").hidden = !account;
    if (!account) return;
    $("me-name").textContent = account.name;
    $("me-id").textContent = account.id;
    try {
      catalogue = (await api("GET", "/v1/rules", undefined, null)).rules;
    } catch (error) {
      fail(`Could not list the games: ${error.message}`);
      return;
    }
    catalogue.forEach((entry) => { titles[entry.name] = entry.title; });
    $("new-title").replaceChildren(...catalogue.map((entry) => el("option", { value: entry.name, text: entry.title })));
    paintOptions();
    paintSeats();
    load();
    if (!following) follow();
    if (!polling) { // others' new open games are in no account's stream: looked for now and then
      polling = setInterval(() => { if (account && !document.hidden) refresh(); }, OPEN_GAMES_POLL_MS);
    }
  }

  show();
})();
