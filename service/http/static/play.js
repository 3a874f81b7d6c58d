// Playing from a seat's page: the picture's targets, the panel of the other legal commands, the table's
// commands (undo, resign, hand over, take back), the chooser, and the clocks. game.js calls it; the
// page's words for commands come from the commands themselves (type and data), so it knows no game.
//
// A target is any element of the picture with class "target" and data-commands, the JSON array of the
// legal commands it triggers, each exactly as GET /legal-commands lists it (docs/pictures.md).
"use strict";
window.TracksidePlay = (function () {
  const TABLE = ["undo", "take_back", "hand_over", "resign"]; // the table's, in the order shown
  const ARMED = "Resign: are you sure?";
  const TABLE_WORDS = { undo: "Undo", take_back: "Take back my seat", hand_over: "Hand over to a bot", resign: "Resign" };

  function plural(count, word) {
    return `${count} ${word}${count === 1 ? "" : "s"}`;
  }

  function words(type) {
    const text = type.replaceAll("_", " ");
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  // A value compactly: lists joined, objects as "key value", nothing for null.
  function compact(value) {
    if (value === null || value === undefined) return "";
    if (Array.isArray(value)) return value.map(compact).join(", ");
    if (typeof value === "object") {
      return Object.entries(value).filter(([, v]) => !blank(v))
        .map(([k, v]) => `${k.replaceAll("_", " ")} ${compact(v)}`).join(", ");
    }
    return String(value);
  }

  // Said of a value that says nothing (no wild company, an empty path): left out of a label.
  function blank(value) {
    return value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length);
  }

  // The command's data in its own words: "company red · path 3,4, 4,4 · mirrored" (its type said apart; a
  // yes said by its name alone, a no left out).
  function details(command) {
    return Object.entries(command.data || {}).filter(([, v]) => !blank(v) && v !== false)
      .map(([k, v]) => (v === true ? k.replaceAll("_", " ") : `${k.replaceAll("_", " ")} ${compact(v)}`)).join(" · ");
  }

  function label(command) {
    const more = details(command);
    return more ? `${words(command.type)}: ${more}` : words(command.type);
  }

  // One text for one command whatever the order of its keys (the server's JSON and the picture's may differ).
  function canonical(value) {
    if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
    if (value !== null && typeof value === "object") {
      return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
    }
    return JSON.stringify(value === undefined ? null : value);
  }

  function commandKey(command) {
    return canonical({ type: command.type, data: command.data || {} });
  }

  // The game's own commands among the legal ones (the table's set apart).
  function moves(commands) {
    return commands.filter((c) => !TABLE.includes(c.type));
  }

  function sum(values) {
    return values.reduce((a, b) => a + b, 0);
  }

  // Scores while the game runs, where a title's view holds them as the end will count them; null
  // elsewhere (the table shows "–" until the end).
  const LIVE_SCORES = {
    "ticket-to-ride": (view) => view.players.map((p) => p.route_points), // tickets count only at the end
    "mini-express": (view) => view.players.map((player, seat) => sum(Object.entries(player.shares || {})
      .map(([company, shares]) => shares * ((view.share_values[company] || [])[seat] || 0)))),
    // cash, every share at its price (the director's certificate is five of them: 50 % of 10 % shares)
    // and each Dimen's Land card unused at £20 (domain/lilliput/scoring.py)
    lilliput: (view) => view.players.map((player) => player.cash + 20 * (player.dimens_land || 0)
      + sum(view.companies.map((company) => company.share_price * (((player.shares || {})[company.id] || 0)
        + (company.president === player.seat ? 5 : 0))))),
  };

  function liveScores(rules, view) {
    try {
      const scores = LIVE_SCORES[rules] ? LIVE_SCORES[rules](view) : null;
      return scores && scores.every((s) => typeof s === "number") ? scores : null;
    } catch (ignored) {
      return null; // a view of another shape (an older rules version): no live score
    }
  }

  function clockText(ms) {
    const seconds = Math.max(0, Math.ceil(ms / 1000));
    const m = Math.floor(seconds / 60);
    const s = String(seconds % 60).padStart(2, "0");
    return `${m}:${s}`;
  }

  function freshKey() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  // A listed command's ranges (docs/clients.md, "Ranges"): JSON pointers into its data, each field
  // taking any whole number from min to max (and its balance field the rest of their sum).
  function steps(pointer) {
    return pointer.split("/").slice(1).map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));
  }

  function readAt(data, pointer) {
    return steps(pointer).reduce((value, step) => value[step], data);
  }

  function writeAt(data, pointer, value) {
    const path = steps(pointer);
    path.slice(0, -1).reduce((holder, step) => holder[step], data)[path[path.length - 1]] = value;
  }

  function instance(command, pointer, value) {
    const data = JSON.parse(JSON.stringify(command.data || {}));
    const { balance } = command.ranges[pointer];
    if (balance) writeAt(data, balance, readAt(data, pointer) + readAt(data, balance) - value);
    writeAt(data, pointer, value);
    return { type: command.type, data };
  }

  // "/split/0/amount" in words: "split 1 amount".
  function fieldWords(pointer) {
    return steps(pointer).map((s) => (/^\d+$/.test(s) ? String(Number(s) + 1) : s.replaceAll("_", " "))).join(" ");
  }

  // One number field a range of the listed commands (examples of one range are offered once), and its
  // button; `play(command)` sends what it makes. `said`: the game's words of the listed commands (the
  // picture's data-words), which name the range's example where given.
  function rangeForms(commands, play, said = new Map()) {
    const seen = new Set();
    const forms = [];
    commands.filter((c) => c.ranges).forEach((command) => Object.entries(command.ranges).forEach(([pointer, spec]) => {
      const example = instance(command, pointer, spec.min); // the same for every example of this range
      const key = canonical({ example, pointer, spec });
      if (seen.has(key)) return;
      seen.add(key);
      const form = document.createElement("form");
      form.className = "range";
      const field = document.createElement("input");
      Object.assign(field, { type: "number", min: spec.min, max: spec.max, step: 1, required: true,
        value: readAt(command.data, pointer) });
      const text = document.createElement("label");
      const named = said.get(commandKey(command));
      text.append(`${named ? `${named}, or` : `${label(example)} —`} any ${fieldWords(pointer)} from ${spec.min} to ${spec.max}`
        + `${spec.balance ? ` (${fieldWords(spec.balance)} the rest)` : ""}: `, field);
      const go = document.createElement("button");
      go.type = "submit";
      go.textContent = "Play";
      form.append(text, go);
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        const value = Number(field.value);
        if (Number.isInteger(value) && value >= spec.min && value <= spec.max) play(instance(command, pointer, value));
      });
      forms.push(form);
    }));
    return forms;
  }

  // The picture's words for the seat's commands (data-words: [[command, words], ...]; docs/pictures.md).
  function gameWords(svg) {
    try {
      const listed = JSON.parse((svg && svg.getAttribute("data-words")) || "[]");
      return new Map(listed.map(([command, text]) => [commandKey(command), String(text)]));
    } catch (ignored) {
      return new Map(); // a picture without them: the commands' own words
    }
  }

  // A legal command in the game's words and pictures, for the page's other parts (a hint): the picture's
  // words for it, else its target's place and choice ("Row 3, column 5: die 2, turned 90°") with the
  // drawing the chooser shows and the target itself, else the command's own words.
  function describe(command, svg) {
    const key = commandKey(command);
    const said = gameWords(svg).get(key);
    if (said) return { text: said, art: null, target: null };
    for (const target of svg ? svg.querySelectorAll(".target") : []) {
      try {
        const n = JSON.parse(target.dataset.commands || "[]").findIndex((c) => commandKey(c) === key);
        if (n < 0) continue;
        const choice = JSON.parse(target.dataset.choices || "[]")[n];
        const place = (target.getAttribute("aria-label") || "").split(":")[0];
        return { text: choice ? `${place}: ${choice}` : place || label(command),
                 art: JSON.parse(target.dataset.choiceArt || "[]")[n] || null, target };
      } catch (ignored) { /* a target of another shape: the next */ }
    }
    return { text: label(command), art: null, target: null };
  }

  // A chooser's button with the drawing of what it lays (the picture's <defs>: data-choice-art,
  // docs/pictures.md), as it will lie, before its words.
  const SVG_NS = "http://www.w3.org/2000/svg";
  function drawn(b, art) {
    const piece = art && document.getElementById(art);
    if (!piece) return b;
    const icon = document.createElementNS(SVG_NS, "svg");
    icon.setAttribute("class", "choice-art");
    const box = piece.getAttribute("data-box") || "0 0 44 44"; // (a drawing in <defs> has no box of its own)
    const [, , width, height] = box.split(" ").map(Number);
    icon.setAttribute("viewBox", box);
    if (width > 0 && height > 0) icon.style.width = `${(2.6 * width) / height}em`; // as tall as the others
    icon.setAttribute("aria-hidden", "true");
    const use = document.createElementNS(SVG_NS, "use");
    use.setAttribute("href", `#${art}`);
    icon.append(use);
    b.prepend(icon);
    return b;
  }

  function button(text, command) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    if (command) b.dataset.command = JSON.stringify(command);
    return b;
  }

  // The seat's controls. `auth` the token's header; `reload()` loads the game's newest position again.
  function seat(options) {
    const { gameId, auth, reload } = options;
    const $ = (id) => document.getElementById(id);
    let legal = null; // the newest legal commands: {version, commands}
    let pending = null; // a move sent without an answer: {signature, key}, so a retry reuses its key
    let busy = false; // a move is on its way: nothing else may be sent until it is answered
    let opener = null; // the target whose chooser is open
    let resignArmed = false;

    function refuse(message) {
      $("refusal").textContent = message;
      $("refusal").hidden = !message;
    }

    function setBusy(value) {
      busy = value;
      document.querySelectorAll("#play button, #chooser button").forEach((b) => { b.disabled = value; });
    }

    async function send(command) {
      if (busy || !legal) return;
      const body = { type: command.type, data: command.data || {}, expected_version: legal.version };
      const signature = canonical(body);
      if (!pending || pending.signature !== signature) pending = { signature, key: freshKey() };
      setBusy(true);
      closeChooser();
      let response;
      try {
        response = await fetch(`/v1/games/${gameId}/commands`, {
          method: "POST",
          headers: { ...auth, "Content-Type": "application/json", "Idempotency-Key": pending.key },
          body: JSON.stringify(body),
          cache: "no-store",
        });
      } catch (error) {
        setBusy(false); // the same move again sends the same key: played once at most
        refuse(`Could not reach the server (${error.message}); try the move again.`);
        return;
      }
      pending = null;
      if (response.status === 201) {
        refuse("");
      } else {
        let detail = response.statusText;
        try { detail = (await response.json()).detail || detail; } catch (ignored) { /* not JSON */ }
        refuse(response.status === 409 ? `The game moved on before your move arrived (${detail}). Choose again.`
          : `Refused: ${detail}`);
      }
      legal = null; // until the next load, nothing may be played from a stale list
      setBusy(false);
      reload();
    }

    function closeChooser() {
      if ($("chooser").hidden) return;
      $("chooser").hidden = true;
      $("chooser-commands").replaceChildren();
      if (opener && opener.isConnected) opener.focus();
      opener = null;
    }

    function openChooser(target, held) {
      opener = target;
      $("chooser-title").textContent = target.getAttribute("aria-label") || "Choose a move";
      $("chooser-commands").replaceChildren(...held.map(({ command, choice, art }) => drawn(
        button(choice || label(command), command), art)),
        ...rangeForms(held.map(({ command }) => command), send));
      $("chooser").hidden = false;
      $("chooser-commands").firstElementChild.focus();
    }

    // The legal commands a target holds (its data-commands that are legal now), each with its words in
    // data-choices (how it differs from the target's others), where the picture gives them.
    function targetCommands(target) {
      if (!legal) return [];
      let listed;
      let choices;
      let arts;
      try {
        listed = JSON.parse(target.dataset.commands || "[]");
        choices = JSON.parse(target.dataset.choices || "[]");
        arts = JSON.parse(target.dataset.choiceArt || "[]");
      } catch (ignored) {
        return [];
      }
      if (!Array.isArray(listed)) return [];
      const now = new Map(legal.commands.map((c) => [commandKey(c), c]));
      return listed.map((c, n) => ({ command: now.get(commandKey(c)), choice: Array.isArray(choices) ? choices[n] : null,
        art: Array.isArray(arts) ? arts[n] : null }))
        .filter((held) => held.command);
    }

    function activate(target) {
      if (busy) return;
      const held = targetCommands(target);
      if (held.length === 1) send(held[0].command);
      else if (held.length > 1) openChooser(target, held);
    }

    // A click on the board where no move is says so, and what may be done instead (not a refusal: no
    // command was sent); the next position clears it.
    function hint(message) {
      $("hint").textContent = message;
      $("hint").hidden = !message;
    }

    const picture = $("picture");
    picture.addEventListener("click", (event) => {
      const target = event.target.closest && event.target.closest(".target");
      if (target && picture.contains(target)) {
        activate(target);
      } else if (legal && !busy && !$("play").hidden) {
        const svg = picture.querySelector("svg");
        const prompt = svg && svg.getAttribute("data-prompt");
        // the picture's reason for this place, in the rules' words, where it gives one (docs/pictures.md)
        const why = event.target.closest && event.target.closest("[data-why]");
        hint(!moves(legal.commands).length ? "It is not your turn: the board plays nothing now."
          : why ? `Not there: ${why.getAttribute("data-why")}${prompt ? ` ${prompt}` : ""}`
          : `Nothing to play there.${prompt ? ` ${prompt}` : " The board's places to play light up under the pointer."}`);
      }
    });
    picture.addEventListener("keydown", (event) => {
      const target = event.target.closest && event.target.closest(".target");
      if (target && (event.key === "Enter" || event.key === " ")) {
        event.preventDefault();
        activate(target);
      }
    });
    for (const list of ["commands", "table-commands", "chooser-commands"]) {
      $(list).addEventListener("click", (event) => {
        const b = event.target.closest("button[data-command]");
        if (!b) return;
        const command = JSON.parse(b.dataset.command);
        if (command.type === "resign" && !resignArmed) { // one more click: resigning cannot be undone
          resignArmed = true;
          b.textContent = ARMED;
          return;
        }
        send(command);
      });
    }
    $("chooser-cancel").addEventListener("click", closeChooser);
    $("chooser").addEventListener("keydown", (event) => {
      if (event.key === "Escape") closeChooser();
    });

    // A command in the game's own words where its picture gives them ("Keep Denver–Pittsburgh"), else
    // in the command's.
    function group(type, commands, said) {
      const section = document.createElement("section");
      section.className = "command-group";
      section.dataset.type = type;
      const heading = document.createElement("h3");
      const simple = commands.length === 1 && (said.has(commandKey(commands[0])) || !details(commands[0]));
      heading.textContent = simple ? "" : `${words(type)} (${plural(commands.length, "choice")})`;
      const list = document.createElement("div");
      list.className = "choices";
      list.replaceChildren(...commands.map((c) => button(said.get(commandKey(c))
        || (simple ? words(type) : details(c) || words(type)), c)));
      if (!simple) section.append(heading);
      section.append(list, ...rangeForms(commands, send, said));
      return section;
    }

    // The seat's position: its legal commands, the summary (seats, clocks, status) and its seat number.
    function show(listed, summary, seatNumber, svg) {
      if (!legal || legal.version !== listed.version) { // the game moved on: a choice begun is void
        resignArmed = false;
        closeChooser();
        hint("");
      }
      legal = listed;
      // The button in focus is painted anew: the focus goes to its command's new button, if still there.
      const focused = document.activeElement && $("play").contains(document.activeElement)
        ? document.activeElement.dataset.command : null;
      const held = new Set();
      const targets = svg ? svg.querySelectorAll(".target") : [];
      targets.forEach((t) => targetCommands(t).forEach(({ command }) => held.add(commandKey(command))));
      const game = moves(listed.commands).filter((c) => !held.has(commandKey(c)));
      const groups = new Map();
      game.forEach((c) => groups.set(c.type, [...(groups.get(c.type) || []), c]));
      const said = gameWords(svg);
      $("commands").replaceChildren(...[...groups].map(([type, commands]) => group(type, commands, said)));

      const me = summary.seats[seatNumber] || {};
      const running = summary.status !== "finished" && !me.out;
      const table = TABLE.filter((type) => listed.commands.some((c) => c.type === type)
        || (running && type === "resign")
        || (running && type === "hand_over" && !listed.commands.some((c) => c.type === "take_back")));
      $("table-commands").replaceChildren(...table.map((type) => {
        const b = button(type === "resign" && resignArmed ? ARMED : TABLE_WORDS[type], { type, data: {} });
        b.className = `table-command ${type}`;
        return b;
      }));
      const movable = moves(listed.commands).length;
      const onBoard = listed.commands.filter((c) => held.has(commandKey(c))).length;
      $("prompt").textContent = summary.status === "finished" ? "The game is over."
        : me.out ? "You are out of this game."
        : listed.commands.some((c) => c.type === "take_back") ? "A bot plays your seat."
        : movable && svg && svg.getAttribute("data-prompt") ? `Your turn: ${svg.getAttribute("data-prompt")}`
        : movable ? `Your turn: ${plural(movable, "move")}${onBoard === movable ? ", all on the board"
          : onBoard ? `, ${onBoard} of them on the board` : ""}.`
        : "Waiting for the others.";
      $("play").hidden = false;
      setBusy(busy); // the new buttons too, while a move is on its way
      const again = focused && Array.from($("play").querySelectorAll("button[data-command]"))
        .find((b) => b.dataset.command === focused);
      if (again) again.focus();
    }

    return { show, refuse };
  }

  // The clocks of the summary counting down in the players' table, once a second.
  function clocks() {
    let shown = null; // {clocks, at}
    function paint() {
      if (!shown) return;
      const { clocks: c, at } = shown;
      const spent = Date.now() - at;
      document.querySelectorAll("#players tr[data-seat]").forEach((row) => {
        const seat = Number(row.dataset.seat);
        const running = c.running.includes(seat);
        const cell = row.querySelector(".clock");
        cell.textContent = clockText(c.remaining_ms[seat] - (running ? spent : 0));
        cell.classList.toggle("running", running);
      });
    }
    setInterval(paint, 1000);
    return function show(summaryClocks) {
      shown = summaryClocks ? { clocks: summaryClocks, at: Date.now() } : null;
      document.querySelectorAll("#players .clock").forEach((cell) => { cell.hidden = !shown; });
      paint();
    };
  }

  // (rangeForms also for tests/pictures/test_range_chooser.py; describe and drawn for analysis.js)
  return { seat, clocks, liveScores, moves, rangeForms, describe, drawn, label };
})();
