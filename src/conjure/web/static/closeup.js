// Close-ups of the board's pieces: hover (mouse), long-press (touch) or focus (keyboard) a card, tile, token, die,
// space or track to read its full name, text, cost and state. They come from the server on demand, for the seat
// shown (GET /api/tables/<id>/closeups, its token as for every call), and are kept for the frame's version.
// table.js calls Closeups.attach(frame, conn) after drawing the board and Closeups.hide() when it covers it.
"use strict";
(() => {
  const LONG_PRESS = 450;  // ms a finger rests on a piece before its close-up shows
  const tip = document.createElement("div");
  tip.id = "closeup";
  tip.className = "closeup";
  tip.setAttribute("role", "tooltip");
  tip.hidden = true;
  document.body.append(tip);

  let conn = null;          // the connection whose board is shown (its token asks)
  let version = null;       // the version of the frame shown
  let loaded = null;        // {key, closeups} last fetched
  let asking = null;        // the fetch under way: {key, promise}
  let ids = [];             // the ids that had a close-up (kept across frames until a new answer comes)
  let shownFor = null;      // the piece whose close-up is up
  let pressTimer = null, pressed = null, swallowClick = false;

  const key = () => `${conn && conn.token}|${version}`;

  // A question that fails (the server busy, the connection lost a moment) is asked again after a second, then two,
  // then four, while the board shown is still the one it was for: else the pieces would stay unmarked until the
  // next move.
  const RETRIES = [1000, 2000, 4000];
  function fetchCloseups(attempt = 0) {
    const k = key();
    if (loaded && loaded.key === k) return Promise.resolve(loaded.closeups);
    if (asking && asking.key === k) return asking.promise;
    const headers = conn && conn.token ? { Authorization: `Bearer ${conn.token}` } : {};
    const promise = fetch(`/api/tables/${TABLE}/closeups?lang=${LANG}`, { headers })
      .then((answer) => (answer.ok ? answer.json() : null))
      .catch(() => null)
      .then((data) => {
        if (!data) {
          if (attempt < RETRIES.length) {
            setTimeout(() => { if (key() === k && !(loaded && loaded.key === k)) fetchCloseups(attempt + 1); },
              RETRIES[attempt]);
          }
          return {};
        }
        loaded = { key: k, closeups: data.closeups };
        if (key() === k) mark(Object.keys(data.closeups));
        return data.closeups;
      })
      .finally(() => { if (asking && asking.key === k) asking = null; });
    asking = { key: k, promise };
    return promise;
  }

  // Every piece with a close-up can be focused: Tab stops at the board once (and at each piece that can be played),
  // the arrow keys, Home and End go from piece to piece inside it (a roving tabindex).
  function mark(found) {
    ids = found;
    const board = document.getElementById("board");
    let first = !board.querySelector('[data-roving][tabindex="0"]');
    for (const id of found) {
      const piece = board.querySelector(`[id="${CSS.escape(id)}"]`);
      if (!piece) continue;
      piece.classList.add("has-closeup");
      const own = piece.querySelector(":scope > title");  // the browser's own tooltip would come up beside ours
      if (own) { piece.setAttribute("aria-label", own.textContent); own.remove(); }
      if (!piece.hasAttribute("tabindex")) {
        piece.setAttribute("tabindex", first ? "0" : "-1");
        piece.dataset.roving = "1";
        first = false;
      }
    }
  }

  const STEP = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  function rove(e) {
    if (!(e.key in STEP) && e.key !== "Home" && e.key !== "End") return;
    const piece = pieceOf(e.target);
    if (!piece) return;
    const all = [...document.querySelectorAll("#board .has-closeup")];
    const at = all.indexOf(piece);
    const next = all[e.key === "Home" ? 0 : e.key === "End" ? all.length - 1 : (at + STEP[e.key] + all.length) % all.length];
    e.preventDefault();
    if (next.dataset.roving) {
      for (const other of document.querySelectorAll('#board [data-roving][tabindex="0"]')) other.setAttribute("tabindex", "-1");
      next.setAttribute("tabindex", "0");
    }
    next.focus();
  }

  function pieceOf(target) {
    const board = document.getElementById("board");
    let node = target instanceof Element ? target : null;
    while (node && node !== board) {
      if (node.id && node.classList.contains("has-closeup")) return node;
      node = node.parentElement;
    }
    return null;
  }

  function amounts(label, list) {
    if (!list || !list.length) return null;
    const row = document.createElement("p");
    row.className = "closeup-amounts";
    const head = document.createElement("b");
    head.textContent = label + ": ";
    row.append(head, list.map((a) => a.text).join(", "));
    return row;
  }

  function fill(c) {
    const parts = [];
    const title = document.createElement("strong");
    title.className = "closeup-title";
    title.textContent = c.title;
    parts.push(title);
    if (c.state) {
      const state = document.createElement("p");
      state.className = "closeup-state";
      state.textContent = c.state;
      parts.push(state);
    }
    for (const line of c.lines) {
      const p = document.createElement("p");
      p.textContent = line;
      parts.push(p);
    }
    for (const row of [amounts(W.closeup_cost, c.cost), amounts(W.closeup_gain, c.gain)]) if (row) parts.push(row);
    tip.replaceChildren(...parts);
    tip.dataset.kind = c.kind;
    tip.classList.toggle("hidden-piece", !!c.hidden);
  }

  // Beside the piece, inside the viewport: below it if there is room, else above, else over its top.
  function place(piece) {
    const r = piece.getBoundingClientRect();
    const vw = document.documentElement.clientWidth, vh = document.documentElement.clientHeight;
    tip.style.left = "0px"; tip.style.top = "0px";
    const w = tip.offsetWidth, h = tip.offsetHeight, gap = 8;
    let left = Math.min(Math.max(gap, r.left + r.width / 2 - w / 2), vw - w - gap);
    let top = r.bottom + gap;
    if (top + h > vh - gap) top = r.top - h - gap;
    if (top < gap) top = Math.min(Math.max(gap, r.top), vh - h - gap);
    tip.style.left = `${Math.max(gap, left) + window.scrollX}px`;
    tip.style.top = `${Math.max(gap, top) + window.scrollY}px`;
  }

  async function show(piece) {
    shownFor = piece;
    const found = (await fetchCloseups())[piece.id];
    if (shownFor !== piece || !found || !piece.isConnected) return;
    fill(found);
    tip.hidden = false;
    piece.setAttribute("aria-describedby", "closeup");
    place(piece);
  }

  function hide() {
    if (shownFor) shownFor.removeAttribute("aria-describedby");
    shownFor = null;
    tip.hidden = true;
  }

  function attach(frame, connection) {
    hide();
    conn = connection;
    version = frame.version;
    if (loaded && loaded.key === key()) mark(Object.keys(loaded.closeups));
    else if (ids.length) mark(ids);  // the last ids, until the first question of this version answers
    else if (!frame.picture.pending) fetchCloseups();  // the first board: its pieces become reachable at once
  }

  const board = document.getElementById("board");
  // a piece is looked up when the pointer first comes over the board (its close-ups are then ready to show)
  board.addEventListener("pointerenter", () => { if (conn) fetchCloseups(); });
  board.addEventListener("focusin", (e) => {
    const piece = pieceOf(e.target);
    if (piece) show(piece);
  });
  board.addEventListener("keydown", rove);
  board.addEventListener("focusout", (e) => { if (shownFor && e.target === shownFor) hide(); });
  board.addEventListener("pointerover", (e) => {
    if (e.pointerType !== "mouse") return;
    const piece = pieceOf(e.target);
    if (piece && piece !== shownFor) show(piece);
  });
  board.addEventListener("pointerout", (e) => {
    if (e.pointerType !== "mouse" || !shownFor) return;
    const to = pieceOf(e.relatedTarget);
    if (to !== shownFor) hide();
  });
  // touch: a finger resting on a piece shows its close-up; the click that ends the press does not play the piece
  board.addEventListener("pointerdown", (e) => {
    if (e.pointerType === "mouse") return;
    const piece = pieceOf(e.target);
    clearTimeout(pressTimer);
    if (shownFor && piece !== shownFor) hide();
    if (!piece) return;
    pressed = { piece, x: e.clientX, y: e.clientY };
    fetchCloseups();
    pressTimer = setTimeout(() => { swallowClick = true; show(piece); }, LONG_PRESS);
  });
  const cancel = () => { clearTimeout(pressTimer); pressed = null; };
  board.addEventListener("pointerup", cancel);
  board.addEventListener("pointercancel", cancel);
  board.addEventListener("pointermove", (e) => {
    if (pressed && Math.hypot(e.clientX - pressed.x, e.clientY - pressed.y) > 10) cancel();
  });
  board.addEventListener("click", (e) => {
    if (swallowClick) { swallowClick = false; e.stopPropagation(); e.preventDefault(); }
  }, true);
  board.addEventListener("contextmenu", (e) => { if (pieceOf(e.target)) e.preventDefault(); });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") hide(); });
  document.addEventListener("pointerdown", (e) => { if (!board.contains(e.target) && !tip.contains(e.target)) hide(); });
  window.addEventListener("resize", () => { if (shownFor) place(shownFor); });

  window.Closeups = { attach, hide };
})();
