// The picker (docs/web.md, "Board clicks"): a piece of the board that starts several actions shows them in a small box
// beside it, each with its cost; choosing one plays it. The first choice is focused, the arrow keys, Home and End move
// between the choices, Escape (or a click elsewhere) closes it and gives the focus back to the piece. table.js opens it
// (Picker.open) and closes it with every new picture (Picker.close).
"use strict";
(() => {
  const box = document.createElement("div");
  box.id = "picker";
  box.className = "picker";
  box.hidden = true;
  box.setAttribute("role", "dialog");
  box.setAttribute("aria-labelledby", "picker-title");
  document.body.append(box);
  let openFor = null;

  function make(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    for (const c of children) node.append(c);
    return node;
  }

  function choice(action, play) {
    const b = make("button", { type: "button", class: "picker-choice", "data-action": action.id }, make("span", {}, action.label));
    if (action.terms_text) b.append(make("small", { class: "terms" }, action.terms_text));
    if (action.note) b.append(make("small", {}, action.note));
    b.addEventListener("click", () => { close(false); play(action.id); });
    return make("li", {}, b);
  }

  // ``actions`` start from ``piece``; ``others`` (the decision's actions without a piece: "done", "stop") follow
  // them when the picker carries on a decision begun on this piece.
  function open(piece, actions, others, play) {
    close(false);
    if (window.Closeups) window.Closeups.hide();
    openFor = piece;
    const named = piece.getAttribute("aria-label") || (piece.querySelector("title") || {}).textContent || "";
    const shut = make("button", { type: "button", class: "picker-close", "aria-label": W.picker_close }, "×");
    shut.addEventListener("click", () => close(true));
    const parts = [make("div", { class: "picker-head" }, make("strong", { id: "picker-title" }, named.split("\n")[0] || W.picker_title), shut),
      make("ul", { class: "picker-list" }, ...actions.map((a) => choice(a, play)))];
    if (others.length) parts.push(make("ul", { class: "picker-list picker-others" }, ...others.map((a) => choice(a, play))));
    box.replaceChildren(...parts);
    box.dataset.for = piece.id;
    box.hidden = false;
    place(piece);
    box.querySelector(".picker-choice").focus({ preventScroll: true });
  }

  // Beside the piece, inside the viewport: right of it if there is room, else left, else below, above or over it.
  function place(piece) {
    const r = piece.getBoundingClientRect();
    const vw = document.documentElement.clientWidth, vh = document.documentElement.clientHeight, gap = 8;
    box.style.left = "0px"; box.style.top = "0px";
    const w = box.offsetWidth, h = box.offsetHeight;
    let left, top;
    if (r.right + gap + w <= vw - gap) { left = r.right + gap; top = r.top; }
    else if (r.left - gap - w >= gap) { left = r.left - gap - w; top = r.top; }
    else {
      left = r.left + r.width / 2 - w / 2;
      if (r.bottom + gap + h <= vh - gap) top = r.bottom + gap;
      else if (r.top - gap - h >= gap) top = r.top - gap - h;
      else top = r.top;  // a tall piece (a fight, a region): over its top rather than over the page's tabs
    }
    left = Math.min(Math.max(gap, left), vw - w - gap);
    top = Math.min(Math.max(gap, top), vh - h - gap);
    box.style.left = `${Math.max(gap, left) + window.scrollX}px`;
    box.style.top = `${Math.max(gap, top) + window.scrollY}px`;
  }

  function close(refocus) {
    if (box.hidden) return;
    box.hidden = true;
    box.replaceChildren();
    const piece = openFor;
    openFor = null;
    delete box.dataset.for;
    if (refocus && piece && piece.isConnected) piece.focus({ preventScroll: true });
  }

  box.addEventListener("keydown", (e) => {
    const buttons = [...box.querySelectorAll(".picker-choice")];
    const at = buttons.indexOf(document.activeElement);
    let to = null;
    if (e.key === "ArrowDown") to = (at + 1) % buttons.length;
    else if (e.key === "ArrowUp") to = (at - 1 + buttons.length) % buttons.length;
    else if (e.key === "Home") to = 0;
    else if (e.key === "End") to = buttons.length - 1;
    else if (e.key === "Escape") { e.preventDefault(); e.stopPropagation(); close(true); return; }
    if (to !== null) { e.preventDefault(); buttons[to].focus(); }
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Escape") close(true); });
  document.addEventListener("pointerdown", (e) => {
    if (!box.hidden && !box.contains(e.target) && !(openFor && openFor.contains(e.target))) close(false);
  });
  window.addEventListener("resize", () => { if (openFor && openFor.isConnected) place(openFor); });

  window.Picker = { open, close, isOpen: () => !box.hidden };
})();
