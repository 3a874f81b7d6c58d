// The analyses on a game's page (issue 43; docs/pages.md, "A hint, and the review"), through the public API:
// a hint for the seat's own move while it plays (POST /v1/games/{id}/analyses/moves), where the table
// allows it (not at a rated or tournament table: the page is told so, and the API refuses it anyway), and
// once the game has ended its review (POST .../analyses/review). Both are jobs on the workers: the page
// reads GET /v1/jobs/{id} until it has finished, a bounded number of times, waiting longer each time.
"use strict";
window.TracksideAnalysis = (function () {
  const READS = 200; // a job's reads at most (0.5 s growing to 3 s apart: about ten minutes), then the page gives up
  const $ = (id) => document.getElementById(id);

  function percent(value) {
    return `${Math.round(value * 100)} %`;
  }

  async function answer(response) {
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(body.detail || response.statusText);
    return body;
  }

  // Asks for the analysis at `path` and reads its job until it has finished: its result.
  async function run(path, body, auth, progress) {
    const { job } = await answer(await fetch(path, {
      method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify(body),
      cache: "no-store",
    }));
    let wait = 500;
    for (let read = 0; read < READS; read++) {
      const now = read === 0 ? job : await answer(await fetch(`/v1/jobs/${job.id}`, { headers: auth, cache: "no-store" }));
      if (now.status === "finished") return now.result;
      if (now.status === "failed") throw new Error(now.error || "the analysis failed");
      if (progress && now.progress) progress(now.progress);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 1.5, 3000);
    }
    throw new Error("the analysis is taking long: try again in a while");
  }

  // `gameId`, `auth` (the seat's header, or none), `hints` (the table allows them), `names` (by seat),
  // `show(version)` (the history at a version). `position(...)` after each newest position painted.
  function panel({ gameId, auth, hints, names, show }) {
    const Play = window.TracksidePlay;
    let now = null; // {version, seat, svg}: the seat's newest position, where a hint may be asked
    let asking = false;

    function say(element, message) {
      element.textContent = message;
      element.hidden = !message;
    }

    function clearSuggested() {
      document.querySelectorAll("#picture .target.suggested").forEach((t) => t.classList.remove("suggested"));
    }

    // The top moves, best first, each in the game's words with its estimated chance (the seat's mean
    // reward) and how often the search tried it; the best's place on the board lit.
    function paintHint(result) {
      const list = document.createElement("ol");
      list.className = "hint-moves";
      result.moves.forEach((move, n) => {
        const { text, art, target } = Play.describe(move.command, now.svg);
        const item = Play.drawn(document.createElement("li"), art);
        item.append(`${text} — ${percent(move.value)} (tried ${move.visits} times)`);
        list.append(item);
        if (n === 0 && target) target.classList.add("suggested");
      });
      $("analysis-out").replaceChildren(list);
      say($("analysis-status"), `The strong bot's search weighed ${result.weighed} moves; best first:`);
    }

    $("ask-hint").addEventListener("click", async () => {
      if (!now || asking) return;
      const asked = now;
      asking = true;
      $("ask-hint").disabled = true;
      say($("analysis-status"), "Thinking…");
      $("analysis-out").replaceChildren();
      try {
        const result = await run(`/v1/games/${gameId}/analyses/moves`, { seat: asked.seat, at_version: asked.version },
          auth);
        if (now === asked) paintHint(result); // (a hint for a position gone by is dropped)
      } catch (error) {
        if (now === asked) say($("analysis-status"), `No hint: ${error.message}`);
      } finally {
        asking = false;
        $("ask-hint").disabled = false;
      }
    });

    function swing(move) {
      const item = document.createElement("li");
      const go = document.createElement("button");
      go.type = "button";
      go.textContent = `Version ${move.version}`;
      go.addEventListener("click", () => show(move.version));
      const who = names[move.seat] || `Seat ${move.seat + 1}`;
      item.append(go, ` ${who} played ${Play.label(move.command)}; the best found was ${Play.label(move.best.command)}`
        + ` (${percent(move.best.value)} against ${percent(move.value)}: ${percent(move.loss)} lost).`);
      return item;
    }

    // Each seat's mean loss against the best moves found, and the game's largest swings, each a link to
    // its version in the history.
    function paintReview(review) {
      const seats = document.createElement("ul");
      seats.className = "review-seats";
      review.seats.forEach((entry) => {
        const item = document.createElement("li");
        item.dataset.seat = String(entry.seat);
        item.textContent = `${names[entry.seat] || `Seat ${entry.seat + 1}`}: ` + (entry.mean_loss === null
          ? "no choice weighed" : `${percent(entry.mean_loss)} lost a move on average, over ${entry.weighed} choices`);
        seats.append(item);
      });
      const heading = document.createElement("h3");
      heading.textContent = review.swings.length ? "The largest swings" : "No move lost anything the search could see.";
      const swings = document.createElement("ol");
      swings.className = "review-swings";
      swings.append(...review.swings.map(swing));
      $("analysis-out").replaceChildren(seats, heading, swings);
      say($("analysis-status"), `Reviewed ${review.reviewed} of the game's ${review.choices} choices.`);
    }

    $("ask-review").addEventListener("click", async () => {
      if (asking) return;
      asking = true;
      $("ask-review").disabled = true;
      say($("analysis-status"), "Reviewing…");
      try {
        paintReview(await run(`/v1/games/${gameId}/analyses/review`, {}, auth,
          (p) => say($("analysis-status"), `Reviewing… ${p.done} of ${p.total} choices weighed.`)));
      } catch (error) {
        say($("analysis-status"), `No review: ${error.message}`);
        $("ask-review").disabled = false;
      } finally {
        asking = false;
      }
    });

    // The newest position: `seat` the viewer's (null for a spectator), `moves` its own moves' count.
    function position({ version, seat, moves, finished, svg }) {
      const moved = !now || now.version !== version;
      now = seat !== null && moves > 0 && !finished ? { version, seat, svg } : null;
      $("ask-hint").hidden = !(hints && now);
      $("ask-review").hidden = !finished;
      if (moved && !finished) { // a hint of the position before is void
        clearSuggested();
        $("analysis-out").replaceChildren();
        say($("analysis-status"), "");
      }
      $("analysis").hidden = $("ask-hint").hidden && $("ask-review").hidden && !$("analysis-out").childElementCount;
    }

    return { position };
  }

  return { panel };
})();
