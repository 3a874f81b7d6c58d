// Server-Sent Events read with fetch (the game's stream on its page, the account's on the lobby):
// EventSource can send no Authorization header and hears only events whose names it was told in advance.
"use strict";
window.TracksideStream = (function () {
  // One frame: its id, event name and data lines.
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

  // Calls onFrame(frame) for each frame of the response's body until it ends or onFrame answers true
  // (stop reading).
  async function read(response, onFrame) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const frame = parseFrame(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (onFrame(frame)) {
          reader.cancel();
          return;
        }
      }
    }
  }

  return { read };
})();
