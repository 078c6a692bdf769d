// The table page: a socket per seat it plays (hot-seat: several); every frame redraws board, choices, players and log.
"use strict";
const W = JSON.parse(document.getElementById("words").textContent);
const LEVELS = JSON.parse(document.getElementById("levels").textContent);
const main = document.querySelector("main.table");
const TABLE = main.dataset.table;
const LANG = main.dataset.lang;
const $ = (id) => document.getElementById(id);
const KEY = "conjure-seat-" + TABLE;

// One connection per seat this browser plays (several: hot-seat), or one spectator's connection.
const tokens = readTokens();
const conns = (tokens.length ? tokens : [null]).map((token) => ({ token, frame: null, socket: null, retry: 500, closed: false, parts: new Map() }));
let active = null;       // the connection whose table is shown
let covered = false;     // hot-seat: the "pass the device" screen is up
let watched = true;      // hot-seat: everyone may be looking (an open table is shown, not a private one or the cover)
let passedBy = null;     // hot-seat: the connection whose table was shown before this one's (it may still undo)
let undoing = null;      // hot-seat: the connection that took its action back before passing the device

function readTokens() {
  const match = /seats?=([A-Za-z0-9_,-]+)/.exec(location.hash);
  if (match) {
    localStorage.setItem(KEY, match[1]);
    history.replaceState(null, "", location.pathname + location.search);  // the tokens leave the address bar
  }
  const kept = match ? match[1] : localStorage.getItem(KEY);
  return kept ? kept.split(",").filter(Boolean) : [];
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
}

function connect(conn) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const socket = conn.socket = new WebSocket(`${scheme}//${location.host}/ws/tables/${TABLE}`);
  socket.onopen = () => {
    conn.retry = 500;
    conn.parts = new Map();  // a new socket is sent every part again
    socket.send(JSON.stringify({ type: "hello", token: conn.token, step: conn.frame ? conn.frame.step : null, lang: LANG,
                                 pictures: "parts", hot_seat: conns.length > 1 }));
  };
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.picture) message.picture = whole(conn, message.picture);
    if (message.state && message.state.picture) message.state.picture = whole(conn, message.state.picture);
    receive(conn, message);
  };
  socket.onclose = (event) => {
    if (conn.closed || event.code >= 4000) return;
    notice(W.reconnecting);
    setTimeout(() => connect(conn), conn.retry);
    conn.retry = Math.min(conn.retry * 2, 8000);
  };
}

// A picture sent in parts: its pieces are text or {part: key}; the parts come with it or are those of the last
// picture sent in parts, which is all the page keeps (the server counts on exactly that).
function whole(conn, picture) {
  if (!picture.pieces) return picture;
  const held = new Map();
  const svg = picture.pieces.map((piece) => {
    if (typeof piece === "string") return piece;
    const text = picture.parts[piece.part] ?? conn.parts.get(piece.part);
    held.set(piece.part, text);
    return text;
  }).join("");
  conn.parts = held;
  return { svg };
}

function receive(conn, message) {
  if (message.type === "state") {
    if (message.log_from !== undefined) {  // only the lines the page does not have: they go from log_from on
      message.log = (conn.frame ? conn.frame.log.slice(0, message.log_from) : []).concat(message.log);
    }
    notice(""); conn.frame = message; show(); return;
  }
  if (message.type === "picture") {  // the picture of the frame shown (and how far it may undo), made after it was sent
    const f = conn.frame;
    if (f && f.step === message.step && f.version === message.version) {
      const drawn = f.picture.pending && message.picture;
      if (drawn) f.picture = message.picture;
      if (message.undo) f.undo = message.undo;
      if (conn === active && !covered) {
        if (drawn) drawBoard(f);
        drawUndo(f);
      } else if (covered) drawCoverUndo();
      else if (conn === passedBy && active && active.frame) drawUndo(active.frame);
    }
    return;
  }
  if (message.type === "presence") {  // who is here changed: only the players' list of the frame shown
    const f = conn.frame;
    if (f) {
      for (const p of message.players) Object.assign(f.players[p.seat], { connected: p.connected, status: p.status });
      if (conn === active) drawPlayers(f);
    }
    return;
  }
  if (message.type === "refused") {
    notice(W[message.error] ? `${W[message.error]} (${message.message})` : message.message);
    if (message.error === "bad_token") { localStorage.removeItem(KEY); conn.closed = true; }
    if (message.state) { conn.frame = message.state; show(); }
  }
}

function acting(conn) {
  const f = conn.frame;
  return f && f.seat !== null && f.to_act.includes(f.seat) && f.actions.length > 0;
}

// Hot-seat: whether a frame's table may be shown to its seat alone (the server says so for a page playing several
// seats; a frame without the word is taken as private).
function isPrivate(frame) {
  return frame.private !== false;
}

// Show the seat that is to act, else the one shown before. Hot-seat: the screen is covered ("pass the device") before
// a private table, when another seat's table or an open one was on the screen; an open table is shown at once, for
// everyone to watch (docs/web.md, "Hot-seat").
function show() {
  if (conns.some((c) => !c.frame && !c.closed)) return;  // hot-seat: every seat's first frame, then the one to act
  const next = conns.find(acting) || active || conns.find((c) => c.frame);
  if (!next || !next.frame) return;
  if (active && conns.length > 1) {
    const previous = active;
    const changed = next !== previous;
    const keeps = changed && next === undoing;  // the seat that had just acted took it back: it still holds the device
    if (changed) passedBy = previous;
    if (keeps) undoing = null;
    active = next;
    if (isPrivate(next.frame) && ((changed && !keeps) || (watched && !covered))) {
      cover(next.frame.players[next.frame.seat].name, changed ? W.pass_to : W.keep_to);
      return;
    }
    if (changed && covered) uncover();
  }
  active = next;
  if (!covered) render(active.frame);
  else drawCoverUndo();
}

function cover(name, words) {
  covered = true;
  watched = false;
  for (const id of ["board", "actions", "log", "decision", "result", "undo"]) $(id).replaceChildren();  // the last seat's secrets go
  const ready = el("button", { type: "button", class: "primary", id: "ready" }, W.ready.replace("{name}", name));
  ready.addEventListener("click", () => { uncover(); render(active.frame); });
  $("cover").replaceChildren(el("p", {}, words.replace("{name}", name)), ready, el("div", { id: "cover-undo" }));
  drawCoverUndo();
  $("cover").hidden = false;
  main.dataset.covered = "yes";
}

function uncover() {
  covered = false;
  $("cover").hidden = true;
}

// Before passing the device, the seat that has just acted may still take it back (its frame may come after the
// next seat's: the button follows it): on the cover, or beside the next seat's open table.
function drawCoverUndo() {
  const box = $("cover-undo");
  if (!box) return;
  const back = covered ? undoBeforePassing() : null;
  box.replaceChildren(...(back ? [back] : []));
}

function undoBeforePassing() {
  const by = passedBy;
  const f = by && by !== active && by.frame;
  if (!f || !f.undo || !(f.undo.steps > 0) || f.is_over) return null;
  const back = el("button", { type: "button", id: "undo-before-passing" },
    W.undo_before_passing.replace("{name}", f.players[f.seat].name));
  back.addEventListener("click", () => { undoing = by; sendUndo(by); });
  return back;
}

function notice(text) {
  $("notice").textContent = text;
  $("notice").hidden = !text;
}

function send(actionId) {
  if (!active || !active.socket || active.socket.readyState !== WebSocket.OPEN || covered) return;
  for (const b of document.querySelectorAll("#actions button")) b.disabled = true;
  active.socket.send(JSON.stringify({ type: "act", action: actionId, step: active.frame.step, version: active.frame.version }));
}

// Take back the seat's last action (the frame says how many it may; one per click).
function sendUndo(conn) {
  if (!conn.socket || conn.socket.readyState !== WebSocket.OPEN) return;
  for (const b of document.querySelectorAll("#undo button, #undo-before-passing")) b.disabled = true;
  conn.socket.send(JSON.stringify({ type: "undo", steps: 1, step: conn.frame.step, version: conn.frame.version }));
}

function drawUndo(frame) {
  const may = frame.undo && frame.undo.steps > 0 && !frame.is_over;
  const parts = may ? [button(W.undo, () => sendUndo(active))] : [];
  if (may) parts[0].id = "undo-button";
  const back = conns.length > 1 ? undoBeforePassing() : null;  // hot-seat: the last seat's, shown without a cover
  if (back) parts.push(back);
  $("undo").replaceChildren(...parts);
}

function render(frame) {
  main.dataset.covered = "";
  if (conns.length > 1) {
    watched = !isPrivate(frame);
    main.dataset.private = watched ? "" : "yes";     // hot-seat: the table shown is its seat's alone (for tests)
  }
  main.dataset.step = frame.step;                    // for tests and for anyone reading the page
  main.dataset.version = frame.version;
  main.dataset.seat = frame.seat === null ? "" : frame.seat;
  main.dataset.toAct = frame.to_act.join(" ");
  document.title = `${frame.title} · Conjure`;
  drawBoard(frame);
  drawStatus(frame);
  drawActions(frame);
  drawUndo(frame);
  drawPlayers(frame);
  drawLog(frame);
  drawResult(frame);
}

function drawBoard(frame) {
  const board = $("board");
  if (frame.picture.pending) {  // the new picture follows in a moment: the last one stays, greyed, without its clicks
    const last = board.querySelector("svg");
    board.replaceChildren(...(last ? [last.cloneNode(true)] : []));
    for (const piece of board.querySelectorAll(".clickable")) piece.classList.remove("clickable");
    board.classList.add("pending");
    $("hint").hidden = true;
    return;
  }
  board.classList.remove("pending");
  main.dataset.picture = frame.step;               // the board shows this step (for tests)
  if (frame.picture.svg) {
    board.innerHTML = frame.picture.svg;  // drawn by the server from this seat's view; every text escaped there
  } else {
    board.replaceChildren(el("p", {}, W.no_picture), el("pre", { class: "words" }, frame.picture.text));
  }
  const byTarget = new Map();
  for (const a of frame.actions) {
    if (a.target) byTarget.set(a.target, [...(byTarget.get(a.target) || []), a]);
  }
  for (const [target, actions] of byTarget) {
    const piece = board.querySelector(`[id="${CSS.escape(target)}"]`);
    if (!piece) continue;
    piece.classList.add("clickable");
    piece.setAttribute("tabindex", "0");
    piece.setAttribute("role", "button");
    piece.dataset.actions = actions.map((a) => a.id).join(" ");
    const choose = () => (actions.length === 1 ? send(actions[0].id) : focusActions(actions));
    piece.addEventListener("click", choose);
    piece.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); choose(); } });
  }
  $("hint").hidden = byTarget.size === 0;
}

// The choices of a clicked piece are marked and the first real move is focused: a pass ("End the turn") never is.
function focusActions(actions) {
  const ids = new Set(actions.map((a) => a.id));
  for (const li of document.querySelectorAll("#actions li")) li.classList.toggle("picked", ids.has(li.dataset.action));
  (document.querySelector("#actions li.picked:not(.pass) button") || document.querySelector("#actions li.picked button"))?.focus();
}

function names(frame, seats) {
  return seats.map((s) => frame.players[s].name).join(", ");
}

function drawStatus(frame) {
  let text;
  if (frame.is_over) text = W.game_over;
  else if (frame.seat !== null && frame.to_act.includes(frame.seat)) text = W.your_turn;
  else text = W.waiting.replace("{names}", names(frame, frame.to_act));
  const who = frame.seat === null ? W.spectator : W.you_are.replace("{player}", frame.players[frame.seat].name);
  $("status").textContent = `${frame.title} · ${W.step_n.replace("{n}", frame.step)} · ${text}`;
  $("decision").textContent = who + (frame.decision && frame.decision.text ? " " + frame.decision.text : "");
  const sofar = frame.decision && frame.decision.sofar;  // the steps taken of a move made step by step (undo: back)
  $("sofar").hidden = !sofar;
  $("sofar").textContent = sofar ? W.sofar.replace("{steps}", sofar.join(" › ")) : "";
}

function drawActions(frame) {
  const items = frame.actions.map((a) => {
    const button = el("button", { type: "button", "data-action": a.id }, a.label);
    button.addEventListener("click", () => send(a.id));
    return el("li", { "data-action": a.id, class: a.pass ? "pass" : "" }, button,
      a.terms_text ? el("small", { class: "terms" }, " " + a.terms_text) : "", a.note ? el("small", {}, " " + a.note) : "");
  });
  if (!items.length && !frame.is_over) items.push(el("li", { class: "muted" }, W.nothing_to_do));
  $("actions").replaceChildren(...items);
}

function drawPlayers(frame) {
  $("players").replaceChildren(...frame.players.map((p) => el("li",
    { class: (p.to_act ? "to-act " : "") + (p.connected || p.kind === "bot" ? "here" : "away"), "data-seat": p.seat },
    (p.to_act ? "▶ " : "") + p.name + (p.you ? ` (${W.you})` : "") + " · " + p.status,
    frame.clock && frame.clock.left[p.seat] !== null ? el("span", { class: "clock", "data-clock": p.seat }, "") : "")));
  const outs = frame.clock ? frame.clock.timeouts.slice(-3) : [];
  $("clock-notes").replaceChildren(...outs.map((t) => el("li", {},
    W.clock_out.replace("{name}", frame.players[t.seat].name).replace("{n}", t.step + 1))));
  clockShown = frame.clock ? { left: frame.clock.left, running: frame.clock.running, at: Date.now() } : null;
  tick();
  drawSeatTools(frame);
}

// The clocks count down between frames; every frame sets them right again.
let clockShown = null;
function tick() {
  if (!clockShown) return;
  const gone = (Date.now() - clockShown.at) / 1000;
  for (const span of document.querySelectorAll("[data-clock]")) {
    const seat = Number(span.dataset.clock);
    const left = Math.max(0, clockShown.left[seat] - (clockShown.running.includes(seat) ? gone : 0));
    span.textContent = ` · ${Math.floor(left / 60)}:${String(Math.floor(left % 60)).padStart(2, "0")}`;
    span.classList.toggle("running", clockShown.running.includes(seat));
  }
}
setInterval(tick, 1000);

function drawSeatTools(frame) {
  const tools = [];
  if (frame.seat !== null && !frame.is_over) {
    const mine = frame.players[frame.seat];
    if (mine.kind === "bot") {
      tools.push(button(W.take_back, () => changeSeat(frame.seat, "human", "easy")));
    } else {
      const level = el("select", { id: "bot-level" }, ...LEVELS.map((l) => el("option", { value: l }, W["level_" + l] || l)));
      tools.push(el("span", {}, button(W.to_bot, () => changeSeat(frame.seat, "bot", level.value)), " ", level));
    }
    for (const p of frame.players) {
      if (p.seat !== frame.seat && p.kind === "human" && !p.connected) {
        tools.push(button(`${W.hand_to_bot}: ${p.name}`, () => changeSeat(p.seat, "bot", "easy")));
      }
    }
  }
  $("seat-tools").replaceChildren(...tools);
}

function button(text, onClick) {
  const b = el("button", { type: "button" }, text);
  b.addEventListener("click", onClick);
  return b;
}

async function post(path, body) {
  const answer = await fetch(path + `?lang=${LANG}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${active.token}` },
    body: JSON.stringify(body || {}),
  });
  const data = await answer.json();
  if (!answer.ok) notice(W[data.error] ? `${W[data.error]} (${data.message})` : data.message);
  return answer.ok ? data : null;
}

async function changeSeat(seat, kind, level) {
  await post(`/api/tables/${TABLE}/seats`, { seat, kind, level });
}

function drawLog(frame) {
  const log = $("log");
  log.replaceChildren(...frame.log.map((e) => el("li", { "data-step": e.step ?? "" }, e.text)));
  log.scrollTop = log.scrollHeight;
}

function drawResult(frame) {
  const box = $("result");
  box.hidden = !frame.result;
  if (!frame.result) return;
  const parts = [el("h3", {}, frame.result.heading)];
  const order = frame.players.map((p) => p.seat).sort((a, b) => frame.result.ranks[a] - frame.result.ranks[b]);
  parts.push(el("ol", {}, ...order.map((s) => el("li", {},
    `${frame.players[s].name}: ${frame.result.scores[s]}` + (frame.result.winners.includes(s) ? " ★" : "")))));
  for (const line of frame.result.lines) parts.push(el("p", {}, line));
  if (frame.next) {
    parts.push(el("a", { href: `/table/${frame.next}`, class: "primary", id: "next-game" }, W.next_game));
  } else if (frame.seat !== null) {
    parts.push(button(W.play_again, playAgain));
  }
  box.replaceChildren(...parts);
}

async function playAgain() {
  const data = await post(`/api/tables/${TABLE}/again`);
  if (data) {
    localStorage.setItem("conjure-seat-" + data.id, tokens.join(","));
    location.href = `/table/${data.id}`;
  }
}

// the next game keeps this seat's token: following the link carries it over
document.addEventListener("click", (e) => {
  const link = e.target.closest && e.target.closest("#next-game");
  if (link && tokens.length) localStorage.setItem("conjure-seat-" + link.getAttribute("href").split("/").pop(), tokens.join(","));
});

for (const conn of conns) connect(conn);
