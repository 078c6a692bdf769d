// The lobby: the form follows the chosen game (player counts, options, seats); creating a table shows its links.
"use strict";
const W = JSON.parse(document.getElementById("words").textContent);
const GAMES = JSON.parse(document.getElementById("games").textContent);
const LEVELS = JSON.parse(document.getElementById("levels").textContent);
const $ = (id) => document.getElementById(id);

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
}

function chosenGame() { return GAMES.find((g) => g.name === $("game").value); }

function fillPlayers() {
  const game = chosenGame();
  $("players").replaceChildren(...game.players.map((n) => el("option", { value: n }, String(n))));
  $("players").value = String(game.players.includes(2) ? 2 : game.players[0]);
  fillOptions();
  fillSeats();
}

function fillOptions() {
  const game = chosenGame();
  const players = Number($("players").value);
  const shown = game.options.filter((o) => !o.players.length || o.players.includes(players));
  if (!shown.length) { $("options").replaceChildren(el("p", {}, W.no_options)); return; }
  $("options").replaceChildren(...shown.map(optionField));
}

// Every option in the page's language: its label and help from the game's catalog, its values' labels; never the
// option's key (docs/web.md, "Lobby").
function optionField(o) {
  const id = "opt-" + o.name;
  let input;
  if (typeof o.default === "boolean") {
    input = el("input", { id, "data-option": o.name, type: "checkbox" });
    input.checked = o.default;
  } else if (o.choices && o.choices.length) {
    input = el("select", { id, "data-option": o.name },
      ...o.choices.map((c, i) => el("option", { value: String(c) },
        (o.choice_labels ? o.choice_labels[i] : String(c)) + (c === o.default ? " (" + W.default + ")" : ""))));
    input.value = String(o.default);
  } else {
    const [low, high] = String(o.allowed).split("..");
    input = el("input", { id, "data-option": o.name, type: "number", min: low, max: high, value: o.default });
  }
  const label = el("span", { class: "option-label" }, o.label || o.name);
  return el("label", { class: "option", title: o.help || "" }, input, " ", label, o.help ? el("small", {}, o.help) : "");
}

function fillSeats() {
  const n = Number($("players").value);
  const rows = [];
  for (let i = 0; i < n; i++) {
    const kind = el("select", { "data-seat-kind": i },
      el("option", { value: "human" }, W.person), el("option", { value: "bot" }, W.bot), el("option", { value: "open" }, W.open));
    kind.value = i === 0 ? "human" : "bot";
    const level = el("select", { "data-seat-level": i },
      ...LEVELS.map((l) => el("option", { value: l }, W["level_" + l] || l)));
    const name = el("input", { "data-seat-name": i, maxlength: 40, placeholder: W.name });
    const follow = () => { level.hidden = kind.value !== "bot"; name.hidden = kind.value === "open"; };
    kind.addEventListener("change", follow);
    follow();
    rows.push(el("div", { class: "seat-row" }, W.player_n.replace("{n}", i + 1) + " ", kind, level, name));
  }
  $("seats").replaceChildren(...rows);
}

async function create(event) {
  event.preventDefault();
  $("error").textContent = "";
  const options = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    options[input.dataset.option] = input.type === "checkbox" ? input.checked : input.value;
  }
  const seats = [...document.querySelectorAll("[data-seat-kind]")].map((k) => ({
    kind: k.value === "open" ? "human" : k.value,
    open: k.value === "open",
    level: document.querySelector(`[data-seat-level="${k.dataset.seatKind}"]`).value,
    name: document.querySelector(`[data-seat-name="${k.dataset.seatKind}"]`).value,
  }));
  const minutes = Number($("clock-minutes").value);
  const clock = minutes > 0 ? { minutes, increment: Number($("clock-increment").value) || 0 } : null;
  const body = { game: $("game").value, players: Number($("players").value), options, seats, lang: $("table-lang").value, clock };
  const answer = await fetch("/api/tables", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const data = await answer.json();
  if (!answer.ok) { $("error").textContent = W.error.replace("{reason}", data.message); return; }
  showLinks(data);
}

function showLinks(data) {
  const items = data.seats.map((s) => {
    const who = (s.name || W.player_n.replace("{n}", s.seat + 1)) + (s.kind === "bot" ? " · " + W.bot : "");
    if (s.open) return el("li", { "data-open-seat": s.seat }, who + ": " + W.open_seat);
    return el("li", {}, who + ": ", el("a", { href: s.link, "data-seat-link": s.seat }, s.link));
  });
  const people = data.seats.filter((s) => s.kind === "human" && !s.open);
  if (people.length > 1) {
    const link = `${data.spectator}#seats=${people.map((s) => s.token).join(",")}`;
    items.push(el("li", {}, W.hot_seat_link + ": ", el("a", { href: link, "data-hot-seat-link": "" }, link)));
  }
  items.push(el("li", {}, W.spectator_link + ": ", el("a", { href: data.spectator, "data-spectator-link": "" }, data.spectator)));
  $("links").replaceChildren(...items);
  $("created").hidden = false;
}

// An open seat of a listed table: one click takes it (under the name typed above the list, if any) and opens the
// table with the seat's link, which stays in the address bar.
async function join(button) {
  $("error").textContent = "";
  const name = $("join-name") ? $("join-name").value.trim() : "";
  if (name) localStorage.setItem("conjure-name", name);
  button.disabled = true;
  const answer = await fetch(`/api/tables/${button.dataset.join}/join`, {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ seat: Number(button.dataset.seat), name }),
  });
  const data = await answer.json();
  if (!answer.ok) { button.disabled = false; $("error").textContent = W.error.replace("{reason}", data.message); $("error").scrollIntoView(); return; }
  location.href = data.link;
}

function bindJoins() {
  for (const button of document.querySelectorAll("[data-join]")) button.addEventListener("click", () => join(button));
}

// The list of tables follows the server: every few seconds while the page is shown, the lobby is fetched again and
// its list replaces this one (new tables, seats taken, whose turn); the form and the name typed stay as they are.
async function refreshListing() {
  if (document.visibilityState !== "visible") return;
  if (document.activeElement && document.activeElement.closest("#listing")) return; // not under a focused button
  let answer;
  try { answer = await fetch(location.pathname + location.search, { headers: { Accept: "text/html" } }); } catch { return; }
  if (!answer.ok) return;
  const fresh = new DOMParser().parseFromString(await answer.text(), "text/html").getElementById("listing");
  if (!fresh) return;
  $("listing").replaceChildren(...fresh.childNodes);
  document.querySelector(".join-name").hidden = !document.querySelector("[data-table]");
  bindJoins();
}

bindJoins();
setInterval(refreshListing, Number($("listing").dataset.refresh) || 5000);
document.addEventListener("visibilitychange", refreshListing);
if ($("join-name")) $("join-name").value = localStorage.getItem("conjure-name") || "";
$("game").addEventListener("change", fillPlayers);
$("players").addEventListener("change", () => { fillOptions(); fillSeats(); });
$("create").addEventListener("submit", create);
fillPlayers();
