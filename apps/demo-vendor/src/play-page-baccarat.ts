import { toMinor } from '@croupier/contract';
import type { BaccaratTable, CatalogueGame } from './game-catalogue.ts';
import type { LaunchSession } from './launch-sessions.ts';
import { errorBox, escapeHtml, headerBar, layout } from './play-page-shell.ts';
import { playTexts } from './play-texts.ts';

const style = `
body{background:radial-gradient(circle at 50% 0,#2b2140 0,#14121c 70%)}
.felt{position:relative;width:min(100%,900px);margin:6px auto 0;padding:clamp(10px,2.5vw,22px);border-radius:28px 28px 120px 120px / 28px 28px 60px 60px;
  background:radial-gradient(ellipse at 50% 30%,#1f8a5b 0,#0f5c3a 60%,#093d27 100%);border:6px solid #6b3e1f;box-shadow:inset 0 0 40px rgb(0 0 0 / 45%),0 12px 40px rgb(0 0 0 / 50%)}
.arc{display:block;width:100%;height:auto;max-height:60px}
.arc text{fill:#f2d98b;font-size:13px;letter-spacing:.12em;font-weight:700}
.hands{display:grid;grid-template-columns:1fr 1fr;gap:clamp(8px,3vw,28px)}
.hand{min-width:0;text-align:center}
.hand h2{margin:0 0 6px;font-size:clamp(14px,2.4vw,18px);display:flex;justify-content:center;align-items:center;gap:8px}
.hand.player h2{color:#9fd0ff}.hand.banker h2{color:#ff9f9f}
.total{display:inline-grid;place-items:center;min-width:30px;height:30px;border-radius:50%;background:rgb(0 0 0 / 40%);color:#fff;font-variant-numeric:tabular-nums}
.cards{display:flex;justify-content:center;gap:clamp(3px,1vw,8px);min-height:clamp(64px,14vw,118px)}
.cards svg{width:clamp(42px,9.5vw,80px);height:auto;filter:drop-shadow(0 3px 4px rgb(0 0 0 / 45%));animation:deal .25s ease-out}
@keyframes deal{from{transform:translateY(-30px) rotate(-8deg);opacity:0}to{transform:none;opacity:1}}
.result{min-height:2.4em;margin:12px 0 6px;text-align:center;font-size:clamp(17px,3vw,22px);font-weight:800}
.result[data-winner=player]{color:#9fd0ff}.result[data-winner=banker]{color:#ff9f9f}.result[data-winner=tie]{color:#a5f2b8}
.result small{display:block;font-size:14px;font-weight:600;color:#f4efe2}
.spots{display:grid;grid-template-columns:1fr 1fr 1fr;gap:clamp(6px,1.5vw,14px);margin-top:8px}
.spot{display:flex;flex-direction:column;align-items:center;gap:6px;padding:10px 6px;border-radius:16px;border:2px solid rgb(255 255 255 / 45%);background:rgb(0 0 0 / 18%)}
.spot.player{border-color:#6fb4ff}.spot.banker{border-color:#ff7a7a}.spot.tie{border-color:#7ee29a}
.spot .label{display:flex;flex-direction:column;align-items:center;min-width:0}
.spot .name{font-weight:800;font-size:clamp(14px,2.6vw,18px)}.spot .odds{font-size:12px;opacity:.8}
.spot input{width:100%;max-width:140px;text-align:center;font-variant-numeric:tabular-nums}
.spot button{padding:6px 10px;border-radius:999px;border:1px solid #f2d98b;background:transparent;color:#f2d98b;cursor:pointer;font-size:13px}
.spot.won{box-shadow:0 0 0 3px #ffd54f,0 0 20px #ffd54f}
.controls{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:10px 14px;margin:14px 0 4px}
.controls label{display:flex;align-items:center;gap:8px}
.secondary{padding:10px 16px;border-radius:999px;border:1px solid #8a84a3;background:transparent;color:inherit;cursor:pointer}
.sum{font-variant-numeric:tabular-nums}
.limits{text-align:center;font-size:13px;opacity:.8;margin:4px 0 0}
.bead{display:inline-grid;place-items:center;width:30px;height:30px;border-radius:50%;font-weight:800;font-size:13px;color:#fff}
.history li.bead{padding:0}
.bead.player{background:#1e63c6}.bead.banker{background:#c62828}.bead.tie{background:#2e7d32}
@media (max-width:480px){.felt{border-radius:22px}.spots{grid-template-columns:1fr}
  .spot{display:grid;grid-template-columns:minmax(0,1fr) 76px auto;align-items:center;gap:8px;padding:8px 10px}
  .spot .label{align-items:flex-start}.spot input{max-width:none}}
`;

/** What the baccarat page's script does: takes the bets, deals, shows the cards, the totals and who won. */
const script = String.raw`
var svgNs = 'http://www.w3.org/2000/svg';
var glyphs = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };
var spots = ['player', 'banker', 'tie'];
var deal = $('deal');
var chip = $('stake');
C.chips.forEach(function (value) {
  var option = document.createElement('option');
  option.value = value; option.textContent = fmt(value);
  chip.appendChild(option);
});
function showChip() {
  document.querySelectorAll('button.add').forEach(function (button) {
    button.textContent = '+ ' + Number(chip.value).toLocaleString('en-US');
  });
}
chip.addEventListener('change', showChip);
showChip();
function amount(input) {
  var text = String(input.value).trim();
  return text === '' ? '0' : text;
}
function updateTotal() {
  var total = spots.reduce(function (sum, spot) { return sum + (Number(amount($('bet-' + spot))) || 0); }, 0);
  $('bet-total').textContent = fmt(total);
}
spots.forEach(function (spot) {
  $('bet-' + spot).addEventListener('input', updateTotal);
  $('add-' + spot).addEventListener('click', function () {
    var input = $('bet-' + spot);
    input.value = String((Number(amount(input)) || 0) + Number(chip.value));
    updateTotal();
  });
});
$('clear').addEventListener('click', function () {
  spots.forEach(function (spot) { $('bet-' + spot).value = ''; });
  updateTotal();
});
function node(name, attributes, text) {
  var element = document.createElementNS(svgNs, name);
  Object.keys(attributes).forEach(function (key) { element.setAttribute(key, attributes[key]); });
  if (text !== undefined) element.textContent = text;
  return element;
}
function card(name) {
  var rank = name.slice(0, -1);
  var suit = name.slice(-1);
  var colour = suit === 'H' || suit === 'D' ? '#c62828' : '#1b1b1b';
  var svg = node('svg', { viewBox: '0 0 60 84', role: 'img', 'aria-label': rank + glyphs[suit], 'data-card': name });
  svg.appendChild(node('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#fffdf7', stroke: '#c9c2b0' }));
  svg.appendChild(node('text', { x: 6, y: 17, 'font-size': 15, 'font-weight': 800, fill: colour, 'font-family': 'Georgia,serif' }, rank));
  svg.appendChild(node('text', { x: 6, y: 31, 'font-size': 13, fill: colour }, glyphs[suit]));
  svg.appendChild(node('text', { x: 54, y: 78, 'font-size': 13, fill: colour, 'text-anchor': 'end' }, glyphs[suit]));
  svg.appendChild(node('text', { x: 31, y: 58, 'font-size': 34, fill: colour, 'text-anchor': 'middle' }, glyphs[suit]));
  return svg;
}
function cardBack() {
  var svg = node('svg', { viewBox: '0 0 60 84', 'aria-hidden': 'true' });
  svg.appendChild(node('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#7b1e2b', stroke: '#f2d98b', 'stroke-width': 2 }));
  svg.appendChild(node('rect', { x: 7, y: 7, width: 46, height: 70, rx: 4, fill: 'none', stroke: '#f2d98b', 'stroke-dasharray': '3 3' }));
  return svg;
}
function resetHands() {
  ['player', 'banker'].forEach(function (side) {
    var box = $(side + '-hand');
    box.textContent = '';
    box.appendChild(cardBack()); box.appendChild(cardBack());
    $(side + '-total').textContent = '–';
  });
  spots.forEach(function (spot) { document.querySelector('.spot.' + spot).classList.remove('won'); });
}
function winnerText(winner) {
  return winner === 'player' ? T.playerWins : winner === 'banker' ? T.bankerWins : T.tieResult;
}
function showHand(result, done) {
  ['player', 'banker'].forEach(function (side) { $(side + '-hand').textContent = ''; });
  var order = [];
  for (var at = 0; at < 3; at++) {
    if (result.player.cards[at]) order.push(['player', result.player.cards[at]]);
    if (result.banker.cards[at]) order.push(['banker', result.banker.cards[at]]);
  }
  var quick = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var step = function (index) {
    if (index === order.length) return done();
    $(order[index][0] + '-hand').appendChild(card(order[index][1]));
    setTimeout(function () { step(index + 1); }, quick ? 0 : 160);
  };
  step(0);
}
function showResult(result) {
  $('player-total').textContent = String(result.player.total);
  $('banker-total').textContent = String(result.banker.total);
  var box = $('result');
  box.setAttribute('data-winner', result.winner);
  box.textContent = winnerText(result.winner) + (result.natural ? ' · ' + T.natural : '');
  var score = document.createElement('small');
  score.textContent = T.player + ' ' + result.player.total + ' : ' + result.banker.total + ' ' + T.banker;
  box.appendChild(score);
  var detail = document.createElement('small');
  detail.setAttribute('data-testid', 'payout');
  detail.textContent = T.betTotal + ' ' + fmt(result.stake) + ' · ' + T.payout + ' ' + fmt(result.payout);
  box.appendChild(detail);
  result.bets.forEach(function (bet) {
    if (bet.outcome === 'won') document.querySelector('.spot.' + bet.spot).classList.add('won');
  });
}
function drawHistory(history) {
  var list = $('history');
  list.textContent = '';
  if (history.length === 0) {
    var empty = document.createElement('li'); empty.textContent = T.noResults; list.appendChild(empty);
  }
  history.slice().reverse().forEach(function (round) {
    var bead = document.createElement('li');
    bead.className = 'bead ' + round.winner;
    bead.title = winnerText(round.winner) + ' ' + round.player + ' : ' + round.banker;
    bead.textContent = round.winner === 'player' ? T.player.slice(0, 1) : round.winner === 'banker' ? T.banker.slice(0, 1) : T.tie.slice(0, 1);
    list.appendChild(bead);
  });
}
var history = [];
resetHands();
updateTotal();
deal.addEventListener('click', function () {
  if (closed || deal.disabled) return;
  showError(null);
  deal.disabled = true;
  resetHands();
  $('result').textContent = '';
  $('result').removeAttribute('data-winner');
  var bets = {};
  spots.forEach(function (spot) { bets[spot] = amount($('bet-' + spot)); });
  api('/deal', { bets: bets }).then(function (result) {
    showHand(result, function () {
      showResult(result);
      setBalance(result.balance);
      history.unshift({ winner: result.winner, player: result.player.total, banker: result.banker.total });
      history = history.slice(0, 12);
      drawHistory(history);
      deal.disabled = closed;
    });
  }, function (problem) {
    showError(problem);
    deal.disabled = closed;
  });
});
loadState(function (state) { history = state.history; drawHistory(history); deal.disabled = closed; });
`;

/** The chips a table offers: from its minimum up, the usual 1-5-10-50 steps. */
const chipsFor = (table: BaccaratTable) => {
  const min = toMinor(table.min);
  return [1n, 5n, 10n, 50n, 100n]
    .map((times) => min * times)
    .filter((value) => value <= toMinor(table.max))
    .map((value) => `${value / 100n}.00`);
};

const spot = (name: 'player' | 'banker' | 'tie', label: string, odds: string, add: string) =>
  `<div class="spot ${name}"><span class="label"><span class="name">${escapeHtml(label)}</span>` +
  `<span class="odds">${escapeHtml(odds)}</span></span>` +
  `<input data-testid="bet-${name}" type="number" min="0" step="1" inputmode="numeric" placeholder="0" aria-label="${escapeHtml(label)}">` +
  `<button type="button" data-testid="add-${name}" class="add" aria-label="${escapeHtml(add)}" title="${escapeHtml(add)}">+</button></div>`;

/** The baccarat page of a session: the felt with both hands, the three bet spots, chips, deal, the bead road. */
export const baccaratPage = (input: {
  session: LaunchSession;
  game: Extract<CatalogueGame, { kind: 'baccarat' }>;
  table: BaccaratTable;
  nonce: string;
}) => {
  const { session, table } = input;
  const texts = playTexts[session.language];
  const title = `${input.game.names[session.language]} · ${table.names[session.language]}`;
  const arcText = `${texts.banker} ${texts.pays.banker} · ${texts.tie} ${texts.pays.tie}`;
  const hand = (side: 'player' | 'banker', label: string) =>
    `<div class="hand ${side}"><h2>${escapeHtml(label)} <span class="total" data-testid="${side}-total">–</span></h2>` +
    `<div class="cards" data-testid="${side}-hand"></div></div>`;
  const body =
    `<section class="felt" data-testid="table" data-table="${escapeHtml(table.id)}">` +
    `<svg class="arc" viewBox="0 0 400 60" aria-hidden="true"><path id="arc" d="M20 55Q200 -10 380 55" fill="none"/>` +
    `<text text-anchor="middle"><textPath href="#arc" startOffset="50%">${escapeHtml(arcText)}</textPath></text></svg>` +
    `<div class="hands">${hand('player', texts.player)}${hand('banker', texts.banker)}</div>` +
    `<div class="result" data-testid="result" aria-live="polite"></div>` +
    `<div class="spots">${spot('player', texts.player, texts.pays.player, texts.add)}` +
    `${spot('tie', texts.tie, texts.pays.tie, texts.add)}${spot('banker', texts.banker, texts.pays.banker, texts.add)}</div>` +
    `</section>` +
    errorBox() +
    `<div class="controls"><label>${escapeHtml(texts.chip)} <select data-testid="stake"></select></label>` +
    `<span class="sum">${escapeHtml(texts.betTotal)} <strong data-testid="bet-total">0.00</strong></span>` +
    `<button type="button" class="secondary" data-testid="clear">${escapeHtml(texts.clear)}</button>` +
    `<button type="button" class="primary" data-testid="deal" disabled>${escapeHtml(texts.deal)}</button></div>` +
    `<p class="limits" data-testid="limits">${escapeHtml(texts.limits)} ${escapeHtml(table.min)} – ${escapeHtml(table.max)}</p>` +
    `<section class="panel"><h2>${escapeHtml(texts.lastResults)}</h2><ol class="history" data-testid="history"></ol></section>`;
  return layout({
    language: session.language,
    title,
    nonce: input.nonce,
    style,
    header: headerBar({
      title,
      texts,
      free: session.mode === 'free',
      currency: session.currency,
      lobbyUrl: session.lobbyUrl,
    }),
    body,
    config: { base: `/play/${session.id}`, texts, chips: chipsFor(table), min: table.min, max: table.max },
    script,
  });
};
