// The account signed in on this tab (the lobby, /play): {key, id, name} in sessionStorage, so that the
// key is never in a URL, goes to the server only as an Authorization header, and is gone when the tab
// closes. The game page plays the account's seat with it (game.js).
"use strict";
window.TracksideAccount = (function () {
  const KEY = "trackside.account";

  function get() {
    try {
      const found = JSON.parse(sessionStorage.getItem(KEY));
      return found && typeof found.key === "string" && typeof found.id === "string" ? found : null;
    } catch (ignored) {
      return null; // storage refused (a private window's settings) or not ours
    }
  }

  function set(account) {
    sessionStorage.setItem(KEY, JSON.stringify({ key: account.key, id: account.id, name: account.name }));
  }

  function clear() {
    sessionStorage.removeItem(KEY);
  }

  return { get, set, clear };
})();
