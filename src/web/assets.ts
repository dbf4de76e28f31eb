/**
 * The pages' style sheet and their two small scripts, served from memory under /assets/ (the
 * content security policy allows scripts from the site itself only: no inline script).
 */
export const SITE_CSS = `
:root { color-scheme: light; --ink: #1a1a1a; --muted: #4a4a4a; --paper: #fafafa; --accent: #7a4b00;
  --gold: #ffd54a; --out: #6b6b6b; --line: #c8c8c8; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem; font: 1rem/1.5 system-ui, sans-serif;
  color: var(--ink); background: var(--paper); }
a { color: #0b4f9c; }
a:focus-visible, button:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
nav ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid var(--line); }
thead th { color: var(--muted); font-weight: 600; }
tr.speaking { background: #fff3c4; }
tr.out { color: var(--out); }
tr.out th { text-decoration: line-through; }
tr.nominated td:last-child { font-weight: 600; }
.phase { font-weight: 600; margin: .25rem 0; }
.floor { min-height: 1.5rem; margin: .25rem 0 .75rem; }
.clock { font-variant-numeric: tabular-nums; font-weight: 700; margin-left: .5rem; }
.fouls { color: #a00000; letter-spacing: .1em; }
.status { font-size: .875rem; color: var(--muted); }
.timeline { white-space: pre-wrap; font: .95rem/1.5 system-ui, sans-serif; }
.verify output { display: block; margin-top: .5rem; font-weight: 600; }
.verify code { word-break: break-all; }
img.picture { max-width: 100%; height: auto; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
@media (max-width: 30rem) { body { padding: .5rem; } th, td { padding: .3rem .25rem; } }
html.overlay, html.overlay body { width: 1920px; height: 1080px; max-width: none; margin: 0; padding: 0;
  overflow: hidden; background: transparent; }
html.overlay #table { position: relative; width: 1920px; height: 1080px; }
html.overlay .bar { position: absolute; left: 40px; right: 40px; margin: 0; color: #fff;
  background: rgba(10, 10, 20, .82); border-radius: 12px; font-size: 28px; }
html.overlay .top { top: 32px; right: auto; padding: 12px 24px; display: flex; gap: 24px; }
html.overlay .top .floor { margin: 0; min-height: 0; }
html.overlay .seats-row { bottom: 32px; display: flex; list-style: none; padding: 12px; gap: 8px; }
html.overlay .seats-row li { flex: 1; min-width: 0; padding: 8px; border-radius: 8px;
  display: flex; flex-direction: column; align-items: center; font-size: 22px; }
html.overlay .seats-row .number { font-size: 32px; font-weight: 700; }
html.overlay .seats-row .name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
html.overlay .seats-row li.speaking { background: var(--gold); color: #1a1a1a; }
html.overlay .seats-row li.out { opacity: .45; }
html.overlay .seats-row .fouls { color: #ff6b6b; min-height: 1em; }
html.overlay .seats-row .state { font-size: 16px; min-height: 1em; text-align: center; }
`;

/** Follows the game's event stream: each frame replaces the table; the clock ticks in between. */
export const LIVE_JS = `(() => {
  const root = document.getElementById('table');
  const status = document.getElementById('connection');
  let version = Number(root.dataset.version || 0);
  let offset = 0;
  const first = root.querySelector('[data-now]');
  if (first) offset = Number(first.dataset.now) - Date.now();
  const clock = (ms) => {
    const total = Math.max(0, Math.ceil(ms / 1000));
    const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = String(total % 60).padStart(2, '0');
    return h > 0 ? h + ':' + String(m).padStart(2, '0') + ':' + s : m + ':' + s;
  };
  const tick = () => {
    for (const el of root.querySelectorAll('[data-ends-at]'))
      el.textContent = clock(Number(el.dataset.endsAt) - (Date.now() + offset));
  };
  const say = (key) => { if (status) status.textContent = status.dataset[key] || ''; };
  const stream = new EventSource(root.dataset.stream);
  stream.addEventListener('frame', (event) => {
    const frame = JSON.parse(event.data);
    if (frame.version <= version) return;
    version = frame.version;
    offset = frame.now - Date.now();
    root.innerHTML = frame.html;
    root.dataset.version = String(frame.version);
    tick();
    if (frame.ended) stream.close();
  });
  stream.addEventListener('open', () => say('live'));
  stream.addEventListener('error', () => say('lost'));
  setInterval(tick, 250);
})();
`;

/** Redoes the deal's commitment in the browser (WebCrypto), as src/fairness/commitment.ts does. */
export const VERIFY_JS = `(() => {
  const box = document.getElementById('verify');
  const out = box.querySelector('output');
  const deal = JSON.parse(document.getElementById('deal').textContent);
  const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const run = async () => {
    if (!globalThis.crypto || !crypto.subtle) { out.textContent = box.dataset.unsupported; return; }
    const bytes = new TextEncoder().encode('MAFIA-v1|' + deal.gameId + '|' + deal.serverSeed);
    const recomputed = hex(await crypto.subtle.digest('SHA-256', bytes));
    const ok = recomputed === deal.commitment;
    box.dataset.result = ok ? 'ok' : 'failed';
    out.textContent = (ok ? box.dataset.ok : box.dataset.failed) + ' SHA-256 = ' + recomputed;
  };
  box.querySelector('button').addEventListener('click', () => void run());
  void run();
})();
`;
