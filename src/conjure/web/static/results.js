// The results at the end of a game: every player × every category of the game's score sheet, the tie-break (and
// whether it decided), the game's result lines, the replay served from the table's record, and "Play again".
// table.js calls drawResults(frame, tools) for every frame; tools.playAgain and tools.button are its own.
"use strict";

function drawResults(frame, tools) {
  const W = JSON.parse(document.getElementById("words").textContent);
  const box = document.getElementById("result");
  const board = document.getElementById("board");
  let sheet = document.getElementById("results");
  if (!frame.result) {
    box.hidden = true;
    if (sheet) sheet.remove();
    return;
  }
  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    for (const c of children) node.append(c);
    return node;
  };
  const result = frame.result;
  const seats = frame.players.map((p) => p.seat).sort((a, b) => result.ranks[a] - result.ranks[b] || a - b);
  const head = el("tr", {}, el("th", { scope: "col" }, ""), ...seats.map((s) => el("th", {
    scope: "col", class: result.winners.includes(s) ? "winner" : "", "data-seat": s,
  }, `${result.ranks[s]}. ${frame.players[s].name}` + (result.winners.includes(s) ? " ★" : ""))));
  const rows = (result.sheet ? result.sheet.rows : []).map((row) => el("tr",
    { class: row.total ? "total" : "", "data-row": row.key },
    el("th", { scope: "row" }, row.label), ...seats.map((s) => el("td", {}, String(row.values[s])))));
  const tiebreak = result.sheet && result.sheet.tiebreak;
  if (tiebreak) {
    rows.push(el("tr", { class: "tiebreak" + (tiebreak.decided ? " decided" : ""), "data-row": "tiebreak" },
      el("th", { scope: "row" }, `${W.tiebreak}: ${tiebreak.label}`),
      ...seats.map((s) => el("td", {}, String(tiebreak.values[s])))));
  }
  const table = el("table", { class: "results-table" }, el("thead", {}, head), el("tbody", {}, ...rows));
  const note = tiebreak ? el("p", { class: "tiebreak-note" }, tiebreak.decided ? W.tiebreak_decided : W.tiebreak_unused) : "";
  const links = el("p", { class: "results-links" });
  if (result.replay) links.append(el("a", { href: result.replay, id: "replay-link", target: "_blank", rel: "noopener" }, W.replay), " ");
  if (frame.next) {
    links.append(el("a", { href: `/table/${frame.next}`, class: "primary", id: "next-game" }, W.next_game));
  } else if (frame.seat !== null) {
    const again = tools.button(W.play_again, tools.playAgain);
    again.classList.add("primary");
    again.id = "play-again";
    links.append(again);
  }
  if (!sheet) {
    sheet = el("section", { id: "results", class: "results panel", "aria-live": "polite" });
    board.parentNode.insertBefore(sheet, board);
  }
  sheet.replaceChildren(el("h2", {}, `${W.results} · ${result.heading}`), el("div", { class: "results-scroll" }, table), note,
    ...result.lines.map((line) => el("p", {}, line)), links);
  box.hidden = true;
}
