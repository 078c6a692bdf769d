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
const conns = (tokens.length ? tokens : [null]).map((token) => ({ token, frame: null, socket: null, retry: 500, closed: false, parts: new Map(),
  marks: null, acted: false, since: null }));
let active = null;       // the connection whose table is shown
let covered = false;     // hot-seat: the "pass the device" screen is up
let watched = true;      // hot-seat: everyone may be looking (an open table is shown, not a private one or the cover)
let passedBy = null;     // hot-seat: the connection whose table was shown before this one's (it may still undo)
let undoing = null;      // hot-seat: the connection that took its action back before passing the device

function readTokens() {
  const match = /seats?=([A-Za-z0-9_,-]+)/.exec(location.hash);
  if (match) localStorage.setItem(KEY, match[1]);
  const kept = match ? match[1] : localStorage.getItem(KEY);
  const found = kept ? kept.split(",").filter(Boolean) : [];
  // the seat's link stays in the address bar (after '#', never sent to a server), so a reload or a bookmark keeps it
  if (found.length) history.replaceState(null, "", location.pathname + location.search + (found.length > 1 ? "#seats=" : "#seat=") + found.join(","));
  return found;
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
  if (window.Closeups) window.Closeups.hide();
  if (window.Picker) window.Picker.close(false);
  for (const id of ["board", "actions", "log", "decision", "result", "undo", "since", "banner", "game-status"]) $(id).replaceChildren();  // the last seat's secrets go
  $("since-box").hidden = true;
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
  const acting = frame.seat !== null && frame.to_act.includes(frame.seat) && !frame.is_over;
  turnBegins = acting && !active.wasActing;
  active.wasActing = acting;
  if (turnBegins) wantTab = true;
  document.querySelector('#tabs [data-tab="mine"]').hidden = frame.seat === null;  // a spectator has no area
  drawBoard(frame);
  drawBanner(frame);
  drawSince(active, frame);
  turnBegins = false;
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
    board.replaceChildren(...[...board.children].map((c) => c.cloneNode(true)));
    for (const piece of board.querySelectorAll(".clickable")) piece.classList.remove("clickable");
    board.classList.add("pending");
    $("hint").hidden = true;
    return;
  }
  board.classList.remove("pending");
  if (window.Picker) window.Picker.close(false);  // its choices were the last picture's
  main.dataset.picture = frame.step;               // the board shows this step (for tests)
  if (frame.picture.svg) {
    layOut(board, frame.picture.svg, frame);  // drawn by the server from this seat's view; every text escaped there
    markMoves(active, frame);
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
    const choose = () => {
      clickedPiece = { id: target, seat: frame.seat, step: frame.step };
      if (actions.length === 1) send(actions[0].id);
      else pick(piece, actions, []);
    };
    piece.addEventListener("click", choose);
    piece.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); choose(); } });
  }
  $("hint").hidden = byTarget.size === 0;
  // a decision that follows one begun on a piece and offers several actions there carries on in the picker beside
  // it, with the decision's actions that name no piece ("done", "stop")
  const going = clickedPiece && clickedPiece.seat === frame.seat && clickedPiece.step < frame.step && frame.seat !== null
    && frame.to_act.includes(frame.seat) ? byTarget.get(clickedPiece.id) : null;
  const goingPiece = going && going.length > 1 && board.querySelector(`[id="${CSS.escape(clickedPiece.id)}"]`);
  if (goingPiece) pick(goingPiece, going, frame.actions.filter((a) => !a.target));
  else clickedPiece = null;
  drawLegend(byTarget.size > 0 || board.querySelector(".moved") !== null);
  // the decision's region: its first piece outside the seat's own area, else its first piece (what a seat may do
  // "at any time" with its own pieces, such as giving a Trickerion prop back, is not what its turn is about)
  const pieces = [...byTarget.keys()].map((t) => board.querySelector(`[id="${CSS.escape(t)}"]`)).filter(Boolean);
  const focus = pieces.find((p) => p.closest("[data-group]")?.dataset.group !== "mine") || pieces[0];
  for (const r of board.querySelectorAll(".region")) r.classList.toggle("deciding", !!focus && r.contains(focus));
  const deciding = board.querySelector(".region.deciding");
  if (deciding && deciding.tagName === "DETAILS") deciding.open = true;
  if (wantTab) {  // a phone shows the part of the table the decision is about when the seat's turn comes
    wantTab = false;
    main.dataset.tab = deciding ? deciding.dataset.group : "choices";
    drawTabs();
    const scroll = focus && focus.closest(".scroll");
    if (scroll) {  // and a region wider than the screen is scrolled to the first piece to choose
      const at = focus.getBoundingClientRect(), box = scroll.getBoundingClientRect();
      scroll.scrollLeft += at.left + at.width / 2 - (box.left + box.width / 2);
    }
  }
  if (window.Closeups) window.Closeups.attach(frame, active);  // close-ups of the pieces (closeup.js)
  nameGroups();
}

// What the dashed outline and the halo mean, said once: until the reader dismisses it (remembered).
function drawLegend(marks) {
  $("legend").hidden = !marks || localStorage.getItem("conjure-legend") === "seen";
}
$("legend-ok").addEventListener("click", () => { localStorage.setItem("conjure-legend", "seen"); $("legend").hidden = true; });

// The live table (docs/web.md, "Layout"): the picture is a poster of panels (``data-region``); each outermost one is
// shown as a picture of its own, cut by its box, drawn so that its text reads at 11 px or more (times the reader's
// zoom); another seat's panel is folded, opened on demand. Every element keeps its id: clicks and close-ups find it.
const SVG_NS = "http://www.w3.org/2000/svg";
const opened = new Set();  // the other seats' panels the reader opened
let zoom = Math.min(2, Math.max(0.5, Number(localStorage.getItem("conjure-zoom")) || 1));
let turnBegins = false;    // the frame shown makes it the seat's turn (it was not before)
let wantTab = false;       // its picture, when drawn, chooses the phone's tab

function layOut(board, text, frame) {
  const holder = document.createElement("div");
  holder.innerHTML = text;
  const poster = holder.querySelector("svg");
  const tops = poster ? [...poster.querySelectorAll("[data-region]")].filter((g) => !g.parentElement.closest("[data-region]")) : [];
  const status = poster && poster.querySelector('[data-kind="status"]');  // the poster's line of the game's state
  $("game-status").textContent = status ? [...status.querySelectorAll("text")].map((t) => t.textContent).join(" ") : "";
  if (!tops.length) { board.replaceChildren(...holder.childNodes); return; }
  const shared = document.createElementNS(SVG_NS, "svg");  // the poster's definitions, once for every region
  shared.setAttribute("class", "defs");
  shared.append(...poster.querySelectorAll(":scope > defs"));
  const room = Math.max(240, (board.clientWidth || main.clientWidth - 14) - 4);  // the px a region may be wide
  const regions = tops.map((g) => region(g, poster, frame, room));
  regions.find((r) => r.dataset.group === "shared")?.classList.add("lead");  // the main board, then the seat's area
  board.replaceChildren(shared, ...regions);
  board.querySelectorAll("details.region").forEach((d) => d.addEventListener("toggle", () => {
    if (d.open) opened.add(d.dataset.seat); else opened.delete(d.dataset.seat);
  }));
}

function region(g, poster, frame, room) {
  const box = g.querySelector("rect");
  const scale = readable(g) * zoom;
  let [x, y, w, h] = ["x", "y", "width", "height"].map((k) => Number(box.getAttribute(k)));
  if ((w + 4) * scale > room) [w, h] = reflow(g, box, room / scale - 4);  // too wide for the screen: its compact form
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", `${x - 2} ${y - 2} ${w + 4} ${h + 4}`);
  for (const a of ["font-family", "data-game", "data-seat", "data-lang"]) {
    if (poster.hasAttribute(a)) svg.setAttribute(a, poster.getAttribute(a));
  }
  svg.append(g);
  svg.setAttribute("width", Math.round((w + 4) * scale));
  svg.setAttribute("height", Math.round((h + 4) * scale));
  const seat = g.dataset.seat;
  const own = seat !== undefined && frame.seat !== null && Number(seat) === frame.seat;
  const group = seat === undefined ? "shared" : own ? "mine" : "others";
  const scroll = el("div", { class: "scroll" }, svg);
  if (group !== "others" || frame.seat === null) {
    return el("section", { class: "region", "data-group": group, "data-region": g.id }, scroll);
  }
  const p = frame.players[Number(seat)];
  const summary = el("summary", {}, p ? p.name + (p.to_act ? ` · ${W.to_play}` : "") : g.id);
  const folded = el("details", { class: "region", "data-group": group, "data-region": g.id, "data-seat": seat }, summary, scroll);
  folded.open = opened.has(seat);
  return folded;
}

// A region's compact form, for a screen narrower than the region at its readable scale (docs/web.md, "Compact
// regions"): its pieces are laid in rows as wide as the screen. A piece is a cluster of the region's drawings that
// touch (a card and its words, a field and the pawns on it); the clusters side by side in the poster make a line,
// which is broken into as many rows as the width needs, in the poster's order, each cluster keeping its drawing.
// The game's hints: ``data-flow-hide`` is left out of the compact form (the paths between a map's fields);
// ``data-flow="piece"`` is one piece, never cut nor joined to what touches it (a stretch of a track);
// ``data-flow="block"`` is laid out the same way on its own, then is one piece (a track with its name);
// ``data-flow="keep"`` is never cut; ``data-flow-with="ID"`` goes where the piece ID goes (a pawn on a column);
// the pieces of one ``data-flow-line`` make one line, whatever their heights (a map's columns).
// A thin band down the panel's side (a seat's colour) is left out. Each piece is
// moved inside a group of its own: every element keeps its id (board clicks and close-ups find it).
// Returns the region's new width and height.
function reflow(g, box, width) {
  const [x, y, w, h] = ["x", "y", "width", "height"].map((k) => Number(box.getAttribute(k)));
  const pad = 8;
  const probe = document.createElementNS(SVG_NS, "svg");  // measured off the screen, wherever the region goes
  probe.setAttribute("class", "probe");  // style.css: out of sight (the security policy allows no inline style)
  const place = g.nextSibling, parent = g.parentNode;
  probe.append(g);
  document.body.append(probe);
  for (const p of g.querySelectorAll("[data-flow-hide]")) p.setAttribute("display", "none");
  const heading = g.querySelector(':scope > [data-flow="heading"]');  // the panel's heading stays where it is
  const named = heading ? heading.getBBox().width + 20 : 0;
  const room = Math.max(width, 120) - 2 * pad;
  const items = [];
  for (const c of [...g.children]) {
    if (c !== box && c !== heading) items.push(...pieceOf(c, room, h));
  }
  const top = items.length ? Math.max(y + pad, Math.min(...items.map((i) => i.y0))) : y + pad;
  const end = arrange(items, x + pad, top, room);
  for (const p of g.querySelectorAll("[data-flow-with]")) {  // a piece standing on another goes where it goes
    const on = g.querySelector(`[id="${CSS.escape(p.dataset.flowWith)}"]`);
    const [dx, dy] = on ? moved(on, g) : [0, 0];
    shift(p, dx, dy);
  }
  probe.remove();
  if (parent) parent.insertBefore(g, place);
  const height = end.y1 + pad - y;
  const wide = Math.max(end.x1 + pad - x, Math.min(w, width), named);
  box.setAttribute("width", wide);
  box.setAttribute("height", height);
  g.dataset.compact = "yes";
  return [wide, height];
}

// The drawings of ``e`` to lay out: ``e`` itself, or its parts when it is wider than ``room`` (a block is laid out
// first and is then one piece); each with its box.
function pieceOf(e, room, tall) {
  if (e.tagName === "title" || e.getAttribute("display") === "none" || e.hasAttribute("data-flow-with")) return [];
  const b = e.getBBox();
  if (b.width === 0 && b.height === 0) return [];
  if (!e.id && (e.tagName === "rect" || e.tagName === "line") && b.height > tall / 2 && b.width < 24) {
    e.setAttribute("display", "none");  // a band down the panel's side: it would stand alone
    return [];
  }
  const flow = e.dataset ? e.dataset.flow : undefined;
  if (flow === "block" && b.width > room) {
    const inner = [];
    for (const c of [...e.children]) inner.push(...pieceOf(c, room, tall));
    const end = arrange(inner, b.x, b.y, room);
    return [{ e, x0: b.x, y0: b.y, x1: end.x1, y1: end.y1, whole: true }];
  }
  const cut = e.tagName === "g" && e.children.length > 1 && flow !== "keep" && flow !== "piece"
    && (flow === "split" || b.width > room);
  if (cut) return [...e.children].flatMap((c) => pieceOf(c, room, tall));
  return [{ e, x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height, whole: flow === "piece" || flow === "block",
            line: e.dataset ? e.dataset.flowLine : undefined, text: e.tagName === "text" }];
}

// Whether two drawings are one piece: they touch, or words stand centred just above or below a drawing (a card and
// its caption), never two lines of words.
function touch(a, b) {
  const across = a.x0 < b.x1 + 1.5 && b.x0 < a.x1 + 1.5;
  if (across && a.y0 < b.y1 + 1.5 && b.y0 < a.y1 + 1.5) return true;
  if (a.text === b.text || !across || a.y0 >= b.y1 + 6 || b.y0 >= a.y1 + 6) return false;
  const [words, other] = a.text ? [a, b] : [b, a];
  const off = Math.abs((words.x0 + words.x1) / 2 - (other.x0 + other.x1) / 2);
  return off < Math.max(4, 0.15 * (other.x1 - other.x0));  // centred on it: its caption, not the next heading
}

// Lay ``items`` out in rows ``room`` wide from (left, top): the ones that touch are one piece, the pieces side by
// side make a line, a line too wide goes on in the next row. Returns the right and bottom edges reached.
function arrange(items, left, top, room) {
  const gap = 6, right = left + room;
  const root = items.map((_, i) => i);
  const find = (i) => (root[i] === i ? i : (root[i] = find(root[i])));
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i], b = items[j];
      if (a.whole || b.whole) continue;
      if (touch(a, b)) root[find(i)] = find(j);
    }
  }
  const pieces = new Map();
  items.forEach((it, i) => {
    const k = find(i);
    const p = pieces.get(k) || { parts: [], x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity, line: it.line };
    p.parts.push(it.e);
    p.x0 = Math.min(p.x0, it.x0); p.y0 = Math.min(p.y0, it.y0); p.x1 = Math.max(p.x1, it.x1); p.y1 = Math.max(p.y1, it.y1);
    pieces.set(k, p);
  });
  // a line: the pieces beside the topmost one not yet in a line (whose middle is level with it, or which stand
  // level with its middle); a tall piece joins one line without drawing the lines below it in
  const lines = [];
  for (const p of [...pieces.values()].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)) {
    const mid = (p.y0 + p.y1) / 2;
    const line = p.line ? lines.find((l) => l.key === p.line)
      : lines.find((l) => !l.key && ((mid > l.y0 && mid < l.y1) || (p.y0 < (l.y0 + l.y1) / 2 && p.y1 > (l.y0 + l.y1) / 2)));
    if (line) line.pieces.push(p);
    else lines.push({ y0: p.y0, y1: p.y1, pieces: [p], key: p.line });
  }
  let widest = left, y = top;
  for (const line of lines) {  // each line in as many rows as the width needs, each row as high as its pieces
    const rows = [];
    let at = left;
    for (const p of line.pieces.sort((a, b) => a.x0 - b.x0)) {
      if (!rows.length || (at > left && at + (p.x1 - p.x0) > right)) { rows.push([]); at = left; }
      rows[rows.length - 1].push(p);
      at += p.x1 - p.x0 + gap;
    }
    for (const row of rows) {
      const y0 = Math.min(...row.map((p) => p.y0));
      let x = left, tall = 0;
      for (const p of row) {
        const dx = x - p.x0, dy = y + (p.y0 - y0) - p.y0;
        for (const e of p.parts) shift(e, dx, dy);
        x += p.x1 - p.x0 + gap;
        tall = Math.max(tall, p.y1 - y0);
      }
      widest = Math.max(widest, x - gap);
      y += tall + gap;
    }
  }
  return { x1: widest, y1: lines.length ? y - gap : top };
}

// How far ``e`` was moved inside ``g`` by the groups that hold it.
function moved(e, g) {
  let dx = 0, dy = 0;
  for (let up = e.parentElement; up && up !== g; up = up.parentElement) {
    const m = /^translate\(([-\d.]+) ([-\d.]+)\)$/.exec(up.getAttribute("transform") || "");
    if (m && up.classList.contains("flowed")) { dx += Number(m[1]); dy += Number(m[2]); }
  }
  return [dx, dy];
}

function shift(piece, dx, dy) {
  if (Math.abs(dx) < 0.05 && Math.abs(dy) < 0.05) return;
  const holder = document.createElementNS(SVG_NS, "g");
  holder.setAttribute("class", "flowed");
  holder.setAttribute("transform", `translate(${dx.toFixed(1)} ${dy.toFixed(1)})`);
  piece.replaceWith(holder);
  holder.append(piece);
}

// The scale at which a region's texts read: its 5th percentile at 11.2 px or more, its smallest at 9.2 px or more.
function readable(g) {
  const sizes = [...g.querySelectorAll("text")].map((t) => Number(t.getAttribute("font-size")) || 12).sort((a, b) => a - b);
  if (!sizes.length) return 1;
  return Math.max(1, 11.2 / sizes[Math.floor(0.05 * (sizes.length - 1))], 9.2 / sizes[0]);
}

// What changed on the board since the seat's last turn: every element with an id whose drawing differs from the
// picture shown just after that turn (the deepest such), marked; for a spectator, since the picture before.
function signatures(board) {
  const found = new Map();
  for (const e of board.querySelectorAll(".region [id]")) found.set(e.id, e.outerHTML);
  return found;
}

function markMoves(conn, frame) {
  const board = $("board");
  const now = signatures(board);
  const acting = frame.seat !== null && frame.to_act.includes(frame.seat);
  const before = conn.marks;
  if (before) {
    const changed = new Set([...board.querySelectorAll(".region [id]")].filter((e) => before.get(e.id) !== now.get(e.id)));
    const holding = new Set();  // the changed elements that hold a changed element: the deepest are marked
    for (const e of changed) {
      for (let up = e.parentElement; up && !up.classList.contains("region"); up = up.parentElement) holding.add(up);
    }
    const deepest = [...changed].filter((e) => !holding.has(e));
    if (deepest.length <= 40) {  // a whole round later nearly everything changed: marks would say nothing
      for (const piece of deepest) {
        piece.classList.add("moved");
        piece.dataset.moved = "yes";
        piece.closest("details.region")?.classList.add("has-moved");  // a folded panel says so on its name
      }
    }
  }
  if (frame.seat === null || (!acting && conn.acted) || !before) {
    conn.marks = now;              // the table just after the seat's turn (or the first one seen)
    conn.since = frame.step;
  }
  conn.acted = acting;
}

function drawSince(conn, frame) {
  const from = conn.since;
  const lines = from === null || from === undefined ? [] : frame.log.filter((e) => e.step !== null && e.step >= from);
  $("since").replaceChildren(...lines.map((e) => el("li", { "data-step": e.step ?? "" }, e.text)));
  $("since-box").hidden = lines.length === 0 || frame.seat === null;
}

function drawBanner(frame) {
  const acting = frame.seat !== null && frame.to_act.includes(frame.seat) && !frame.is_over;
  let text;
  if (frame.is_over) text = W.game_over;
  else if (acting) {
    const said = firstSentence(frame.decision ? frame.decision.text : "");
    const saysTurn = said.toLowerCase().startsWith(W.turn_title.toLowerCase());  // the game's words say it already
    text = saysTurn ? said : W.your_turn_to.replace("{decision}", said);
  }
  else text = W.turn_of.replace("{names}", names(frame, frame.to_act));
  $("banner").textContent = text;
  $("banner").classList.toggle("mine", acting);
  document.title = (acting ? `${W.turn_title} · ` : "") + `${frame.title} · Conjure`;
  if (acting && turnBegins && sound) beep();
}

function firstSentence(text) {
  const match = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return match ? match[1] : text.trim();
}

// The optional sound when the seat's turn comes (off unless the reader turns it on; remembered).
let sound = localStorage.getItem("conjure-sound") === "on";
let audio = null;
function beep() {
  try {
    audio = audio || new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.4);
  } catch (e) { /* no sound on this device */ }
}

function drawSound() {
  $("sound").textContent = sound ? W.sound_on : W.sound_off;
  $("sound").setAttribute("aria-pressed", String(sound));
}
$("sound").addEventListener("click", () => {
  sound = !sound;
  localStorage.setItem("conjure-sound", sound ? "on" : "off");
  drawSound();
  if (sound) beep();
});
drawSound();

function setZoom(value) {
  zoom = Math.min(2, Math.max(0.5, Math.round(value * 10) / 10));
  localStorage.setItem("conjure-zoom", String(zoom));
  $("zoom-level").textContent = `${Math.round(zoom * 100)} %`;
  if (active && active.frame && !covered) drawBoard(active.frame);
}
$("zoom-in").addEventListener("click", () => setZoom(zoom + 0.1));
let widthShown = window.innerWidth;  // a turned phone or a resized window lays the regions out again
window.addEventListener("resize", () => {
  if (window.innerWidth === widthShown) return;
  widthShown = window.innerWidth;
  if (active && active.frame && !covered) drawBoard(active.frame);
});
$("zoom-out").addEventListener("click", () => setZoom(zoom - 0.1));
$("zoom-level").textContent = `${Math.round(zoom * 100)} %`;

// A phone shows one part at a time: the table, the seat's own area, the others, the choices (tabs).
function drawTabs() {
  for (const b of document.querySelectorAll("#tabs button")) {
    b.setAttribute("aria-selected", String(b.dataset.tab === main.dataset.tab));
  }
}
for (const b of document.querySelectorAll("#tabs button")) {
  b.addEventListener("click", () => { main.dataset.tab = b.dataset.tab; drawTabs(); });
}
drawTabs();

// A piece that starts several actions: they are offered in the picker beside it (picker.js) and marked in the list
// (the list is the fallback: a phone's picker covers part of the board).
let clickedPiece = null;  // the piece last clicked ({id, seat, step}): a decision that follows there goes on in the picker
function pick(piece, actions, others) {
  const ids = new Set(actions.map((a) => a.id));
  for (const li of document.querySelectorAll("#actions li")) li.classList.toggle("picked", ids.has(li.dataset.action));
  if (window.Picker) window.Picker.open(piece, actions, others, send);
  else (document.querySelector("#actions li.picked:not(.pass) button") || document.querySelector("#actions li.picked button"))?.focus();
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

// The choices, the accessible fallback of the board: the actions that start from one piece are grouped under its
// name (at the place of the first of them), each with its cost or effect in small print.
function drawActions(frame) {
  const item = (a) => {
    const button = el("button", { type: "button", "data-action": a.id }, a.label);
    button.addEventListener("click", () => send(a.id));
    return el("li", { "data-action": a.id, class: a.pass ? "pass" : "" }, button,
      a.terms_text ? el("small", { class: "terms" }, " " + a.terms_text) : "", a.note ? el("small", {}, " " + a.note) : "");
  };
  const count = new Map();
  for (const a of frame.actions) if (a.target) count.set(a.target, (count.get(a.target) || 0) + 1);
  const groups = new Map(), items = [];
  for (const a of frame.actions) {
    if (!a.target || count.get(a.target) < 2) { items.push(item(a)); continue; }
    if (!groups.has(a.target)) {
      const list = el("ol", { class: "group-list" });
      groups.set(a.target, list);
      items.push(el("li", { class: "group", "data-target": a.target }, el("span", { class: "group-name" }), list));
    }
    groups.get(a.target).append(item(a));
  }
  if (!items.length && !frame.is_over) items.push(el("li", { class: "muted" }, W.nothing_to_do));
  $("actions").replaceChildren(...items);
  nameGroups();
}

// A group of choices is named after its piece, as the board (its close-up's title, else its tooltip) calls it.
function nameGroups() {
  for (const group of document.querySelectorAll("#actions li.group")) {
    const piece = $("board").querySelector(`[id="${CSS.escape(group.dataset.target)}"]`);
    const named = piece && (piece.getAttribute("aria-label") || (piece.querySelector(":scope > title") || {}).textContent);
    group.querySelector(".group-name").textContent = (named || W.picker_title).split("\n")[0];
  }
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
  drawResults(frame, { playAgain, button });  // results.js: the score sheet, the replay, "Play again"
}

async function playAgain() {
  const data = await post(`/api/tables/${TABLE}/again`);
  if (data) {
    localStorage.setItem("conjure-seat-" + data.id, tokens.join(","));
    location.href = `/table/${data.id}#${tokens.length > 1 ? "seats" : "seat"}=${tokens.join(",")}`;
  }
}

// the next game keeps this seat's token: following the link carries it over
document.addEventListener("click", (e) => {
  const link = e.target.closest && e.target.closest("#next-game");
  if (link && tokens.length) localStorage.setItem("conjure-seat-" + link.getAttribute("href").split("/").pop(), tokens.join(","));
});

for (const conn of conns) connect(conn);
