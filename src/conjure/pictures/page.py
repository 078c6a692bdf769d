"""One HTML page that steps through a game with its pictures: arrow keys or buttons, the log beside it."""

from __future__ import annotations

import base64
import gzip
from collections.abc import Sequence
from typing import Any

import jinja2

from conjure.pictures.steps import Step, pictures
from conjure.pictures.texts import T

PAGE = jinja2.Environment(autoescape=True).from_string("""<!DOCTYPE html>
<html lang="{{ lang }}"><head><meta charset="utf-8"><title>{{ title }}</title>
<style>
body { font-family: "DejaVu Sans", Verdana, sans-serif; margin: 0; display: flex; height: 100vh; }
#table { flex: 3; overflow: auto; padding: 8px; } #table svg { width: 100%; height: auto; }
#side { flex: 1; min-width: 260px; border-left: 1px solid #aaa; display: flex; flex-direction: column; }
#controls { padding: 8px; border-bottom: 1px solid #aaa; } #log { overflow: auto; padding: 8px; font-size: 13px; }
#log h4 { margin: 8px 0 2px; } #log h4.now { background: #ffe9a8; } #log p { margin: 0 0 2px 8px; }
</style></head><body>
<div id="table"></div>
<div id="side"><div id="controls"><button id="prev">◀</button> <button id="next">▶</button>
<span id="where"></span><br><small>{{ help }}</small></div>
<div id="log">{% for step in steps %}<h4 id="log-{{ step.number }}" data-step="{{ step.number }}">{{ step.title }}</h4>
{% for line in step.log %}<p>{{ line }}</p>{% endfor %}{% endfor %}</div></div>
<script>
const pictures = {{ svgs | tojson }};  // each step's SVG, gzip-compressed, base64
const last = pictures.length - 1; let now = 0;
async function unpack(packed) {
  const bytes = Uint8Array.from(atob(packed), c => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return await new Response(stream).text();
}
async function show(k) {
  now = Math.max(0, Math.min(last, k));
  const wanted = now, svg = await unpack(pictures[now]);
  if (wanted !== now) return;
  document.querySelectorAll(".now").forEach(e => e.classList.remove("now"));
  document.getElementById("table").innerHTML = svg;
  const head = document.getElementById("log-" + now); head.classList.add("now");
  head.scrollIntoView({block: "nearest"});
  document.getElementById("where").textContent = now + " / " + last;
}
document.addEventListener("keydown", e => {
  if (e.key === "ArrowRight") show(now + 1); else if (e.key === "ArrowLeft") show(now - 1);
  else if (e.key === "Home") show(0); else if (e.key === "End") show(last);
});
document.getElementById("prev").onclick = () => show(now - 1);
document.getElementById("next").onclick = () => show(now + 1);
document.querySelectorAll("#log h4").forEach(h => h.onclick = () => show(+h.dataset.step));
show(0);
</script></body></html>
""")


def replay_page(data: Any, seat: int | None, lang: str, names: Sequence[str] = ()) -> str:
    """The page for a saved game or record, as ``seat`` (None: a spectator) saw it; ``names``: the seats' names (a
    web table's), said instead of "Player N"."""
    steps: list[Step] = list(pictures(data, seat, lang, names))
    title = f"Conjure: {data.get('game', '')}" if isinstance(data, dict) else "Conjure"
    svgs = [pack(_inline(step.svg)) for step in steps]
    return PAGE.render(
        lang=lang,
        title=title,
        steps=steps,
        svgs=svgs,
        help=T.tr(lang, "Arrow keys: previous / next step; Home / End; click a step in the log."),
    )


def pack(svg: str) -> str:
    """An SVG gzip-compressed and base64-encoded (a long game's page stays a few megabytes; the browser
    unpacks it with DecompressionStream)."""
    return base64.b64encode(gzip.compress(svg.encode("utf-8"), mtime=0)).decode("ascii")


def _inline(svg: str) -> str:
    """The SVG without its XML declaration, to sit inside HTML."""
    return svg.split("?>", 1)[1].lstrip() if svg.startswith("<?xml") else svg
