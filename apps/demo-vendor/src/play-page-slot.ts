import type { CatalogueGame } from './game-catalogue.ts';
import type { LaunchSession } from './launch-sessions.ts';
import { symbolIcon, symbolSprites } from './play-art.ts';
import { errorBox, escapeHtml, headerBar, layout } from './play-page-shell.ts';
import { playTexts } from './play-texts.ts';
import { paylines, rowCount, slotStakes, windowAt } from './slot-engine.ts';

const themes: Record<string, { background: string; frame: string; cell: string }> = {
  'lucky-lanterns': {
    background: 'radial-gradient(circle at 50% 0,#8c1c13 0,#3b0a0a 60%,#1a0505 100%)',
    frame: '#f5c542',
    cell: 'radial-gradient(circle,#5a1414,#2a0808)',
  },
  'jade-dragon': {
    background: 'radial-gradient(circle at 50% 0,#145a43 0,#07261d 60%,#031410 100%)',
    frame: '#e9d48b',
    cell: 'radial-gradient(circle,#0f3d2e,#05190f)',
  },
  'angkor-gold': {
    background: 'radial-gradient(circle at 50% 0,#7a5a1a 0,#2e2410 60%,#14100a 100%)',
    frame: '#d4a017',
    cell: 'radial-gradient(circle,#4a3b1e,#1e170b)',
  },
};

const style = (gameCode: string) => {
  const theme = themes[gameCode]!;
  return `
body{background:${theme.background}}
.sprites{position:absolute;width:0;height:0;overflow:hidden}
.machine{position:relative;width:min(100%,760px);margin:6px auto 0;padding:clamp(6px,1.6vw,14px);border-radius:18px;
  border:3px solid ${theme.frame};background:rgb(0 0 0 / 45%);box-shadow:0 10px 40px rgb(0 0 0 / 50%)}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:clamp(3px,1vw,8px)}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:clamp(3px,1vw,8px)}
.cell{aspect-ratio:1;border-radius:10px;background:${theme.cell};display:grid;place-items:center;transition:transform .2s,box-shadow .2s}
.cell svg{width:88%;height:88%}
.cell.win{box-shadow:0 0 0 3px ${theme.frame},0 0 18px ${theme.frame};transform:scale(1.04)}
.reels.spinning .cell svg{animation:blur .35s linear infinite}
@keyframes blur{0%{transform:translateY(-12%);opacity:.4}50%{transform:translateY(12%);opacity:.8}100%{transform:translateY(-12%);opacity:.4}}
.overlay{position:absolute;inset:clamp(6px,1.6vw,14px);width:calc(100% - 2*clamp(6px,1.6vw,14px));height:calc(100% - 2*clamp(6px,1.6vw,14px));pointer-events:none}
.overlay polyline{fill:none;stroke-width:4;vector-effect:non-scaling-stroke;stroke-linejoin:round;stroke-linecap:round;opacity:.9}
.controls{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:12px;margin:14px 0 4px}
.controls label{display:flex;align-items:center;gap:8px}
.result{min-height:2.6em;margin-top:10px;text-align:center;font-size:18px;font-weight:700}
.result .big{color:${theme.frame};font-size:24px}
.wins{display:flex;flex-wrap:wrap;justify-content:center;gap:6px;margin:6px 0 0;padding:0;list-style:none;font-size:13px;font-weight:400}
.wins li{display:flex;align-items:center;gap:4px;padding:2px 8px;border-radius:8px;background:rgb(255 255 255 / 10%)}
.wins .icon{width:22px;height:22px}
.pays{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px;margin-top:8px}
.pay{display:flex;align-items:center;gap:8px;font-size:13px;font-variant-numeric:tabular-nums}
.pay .icon{width:40px;height:40px;flex:none}
summary{cursor:pointer;font-weight:700}
`;
};

/** What the slot page's script does: draws windows and wins, spins, keeps the balance and the last results. */
const script = `
var colours = ['#ffd54f', '#4fc3f7', '#81c784', '#ff8a65', '#ba68c8', '#f06292', '#aed581', '#4db6ac', '#fff176', '#90caf9'];
var svgNs = 'http://www.w3.org/2000/svg';
var reelsBox = $('reels');
var overlay = document.querySelector('.overlay');
var spin = $('spin');
var stake = $('stake');
C.stakes.forEach(function (value) {
  var option = document.createElement('option');
  option.value = value; option.textContent = fmt(value);
  stake.appendChild(option);
});
function symbol(code) {
  var svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', code);
  var use = document.createElementNS(svgNs, 'use');
  use.setAttribute('href', '#sym-' + code);
  svg.appendChild(use);
  return svg;
}
function drawReels(reels) {
  reelsBox.textContent = '';
  reels.forEach(function (column, reel) {
    var box = document.createElement('div');
    box.className = 'reel';
    column.forEach(function (code, row) {
      var cell = document.createElement('div');
      cell.className = 'cell';
      cell.setAttribute('data-testid', 'cell-' + reel + '-' + row);
      cell.setAttribute('data-symbol', code);
      cell.appendChild(symbol(code));
      box.appendChild(cell);
    });
    reelsBox.appendChild(box);
  });
}
function drawLines(lines) {
  overlay.textContent = '';
  lines.forEach(function (win, at) {
    var line = document.createElementNS(svgNs, 'polyline');
    line.setAttribute('points', win.rows.map(function (row, reel) { return (reel * 20 + 10) + ',' + (row * 20 + 10); }).join(' '));
    line.setAttribute('stroke', colours[at % colours.length]);
    overlay.appendChild(line);
    win.rows.forEach(function (row, reel) {
      if (reel < win.count) $('cell-' + reel + '-' + row).classList.add('win');
    });
  });
}
function showResult(result) {
  var box = $('result');
  box.textContent = '';
  var head = document.createElement('div');
  if (Number(result.win) > 0) {
    head.className = 'big';
    head.textContent = T.win + ' ' + fmt(result.win);
  } else {
    head.textContent = T.noWin;
  }
  box.appendChild(head);
  box.setAttribute('data-win', result.win);
  var list = document.createElement('ul');
  list.className = 'wins';
  list.setAttribute('data-testid', 'line-wins');
  result.lines.forEach(function (win) {
    var item = document.createElement('li');
    item.setAttribute('data-line', String(win.line));
    item.appendChild(document.createTextNode(T.line + ' ' + win.line + ' · ' + win.count + '×'));
    var icon = symbol(win.symbol); icon.setAttribute('class', 'icon');
    item.appendChild(icon);
    item.appendChild(document.createTextNode(fmt(win.win)));
    list.appendChild(item);
  });
  if (Number(result.scatter.win) > 0) {
    var item = document.createElement('li');
    item.textContent = T.scatter + ' ' + result.scatter.count + '× · ' + fmt(result.scatter.win);
    list.appendChild(item);
    document.querySelectorAll('.cell[data-symbol="S"]').forEach(function (cell) { cell.classList.add('win'); });
  }
  box.appendChild(list);
  if (result.winPending) {
    var note = document.createElement('p');
    note.className = 'note'; note.textContent = T.winPending;
    box.appendChild(note);
  }
}
function drawHistory(history) {
  var list = $('history');
  list.textContent = '';
  if (history.length === 0) {
    var empty = document.createElement('li'); empty.textContent = T.noResults; list.appendChild(empty);
  }
  history.forEach(function (round) {
    var item = document.createElement('li');
    item.textContent = fmt(round.stake) + ' → ' + fmt(round.win);
    list.appendChild(item);
  });
}
var history = [];
drawReels(C.initialReels);
spin.addEventListener('click', function () {
  if (closed || spin.disabled) return;
  showError(null);
  spin.disabled = true;
  overlay.textContent = '';
  reelsBox.classList.add('spinning');
  var started = Date.now();
  api('/spin', { stake: stake.value }).then(function (result) {
    setTimeout(function () {
      reelsBox.classList.remove('spinning');
      drawReels(result.reels);
      drawLines(result.lines);
      showResult(result);
      setBalance(result.balance);
      history.unshift({ stake: result.stake, win: result.win });
      history = history.slice(0, 12);
      drawHistory(history);
      spin.disabled = closed;
    }, Math.max(0, 450 - (Date.now() - started)));
  }, function (problem) {
    reelsBox.classList.remove('spinning');
    showError(problem);
    spin.disabled = closed;
  });
});
loadState(function (state) { history = state.history; drawHistory(history); spin.disabled = closed; });
`;

/** "5× 500 · 4× 100 · 3× 25" */
const payText = (pays: readonly number[]) => [2, 1, 0].map((at) => `${at + 3}× ${pays[at]}`).join(' · ');

/** The slot page of a session: header, reels, stake and spin, result, last results, pay table. */
export const slotPage = (input: {
  session: LaunchSession;
  game: Extract<CatalogueGame, { kind: 'slot' }>;
  nonce: string;
}) => {
  const { session, game } = input;
  const texts = playTexts[session.language];
  const { machine } = game;
  const title = game.names[session.language];
  const initialWindow = windowAt(
    machine,
    machine.strips.map(() => 0),
  );
  const initialReels = Array.from({ length: initialWindow.length / rowCount }, (_, reel) =>
    initialWindow
      .slice(reel * rowCount, reel * rowCount + rowCount)
      .map((symbol) => machine.game.symbols[symbol]!.code),
  );
  const payRows = machine.game.symbols
    .map(
      (symbol) =>
        `<div class="pay">${symbolIcon(symbol.code)}<span>${escapeHtml(
          payText(symbol.pays),
        )}${symbol.kind === 'scatter' ? ` (${escapeHtml(texts.scatter)})` : ''}</span></div>`,
    )
    .join('');
  const body =
    symbolSprites(machine.game.code) +
    `<div class="machine"><div class="reels" data-testid="reels"></div>` +
    `<svg class="overlay" viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden="true"></svg></div>` +
    `<div class="result" data-testid="result" aria-live="polite"></div>` +
    errorBox() +
    `<div class="controls"><label>${escapeHtml(texts.stake)} <select data-testid="stake"></select></label>` +
    `<button type="button" class="primary" data-testid="spin" disabled>${escapeHtml(texts.spin)}</button></div>` +
    `<section class="panel"><h2>${escapeHtml(texts.lastResults)}</h2><ol class="history" data-testid="history"></ol></section>` +
    `<details class="panel" data-testid="paytable"><summary>${escapeHtml(texts.paytable)} · ${escapeHtml(texts.lines)} · ` +
    `${escapeHtml(texts.rtp)} ${escapeHtml(machine.game.rtp)} %</summary>` +
    `<p>${escapeHtml(texts.paytableNote)}</p><div class="pays">${payRows}</div></details>`;
  return layout({
    language: session.language,
    title,
    nonce: input.nonce,
    style: style(machine.game.code),
    header: headerBar({
      title,
      texts,
      free: session.mode === 'free',
      currency: session.currency,
      lobbyUrl: session.lobbyUrl,
    }),
    body,
    config: {
      base: `/play/${session.id}`,
      texts,
      stakes: slotStakes,
      lines: paylines,
      initialReels,
    },
    script,
  });
};
