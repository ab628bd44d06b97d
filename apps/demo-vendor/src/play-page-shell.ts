import type { PageLanguage } from './game-catalogue.ts';
import { htmlLanguage, type PlayTexts, playTexts } from './play-texts.ts';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** JSON that can sit inside a <script type="application/json"> block: nothing in it can close the block. */
const scriptJson = (data: unknown) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The game pages' headers. Scripts and styles run only with this response's nonce; the page may
 * fetch only from its own origin; only the platform's origins may frame it; and no referrer leaves
 * it, because the session id in its address is the player's key to the game.
 */
export const pageHeaders = (nonce: string, frameAncestors: readonly string[]) => ({
  'content-security-policy':
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data:; ` +
    `connect-src 'self'; base-uri 'none'; form-action 'none'; ` +
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`,
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
});

const baseStyle = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{font-family:system-ui,-apple-system,'Segoe UI','Noto Sans','Noto Sans Khmer','PingFang SC','Microsoft YaHei',sans-serif;
  color:#f4efe2;background:#14121c;font-size:15px;line-height:1.4}
button,select,input{font:inherit}
.top{display:flex;flex-wrap:wrap;align-items:center;gap:8px 14px;padding:10px 14px;background:rgb(0 0 0 / 35%)}
.top h1{margin:0;font-size:18px;flex:1 1 auto;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.badge{padding:2px 10px;border-radius:999px;background:#2f9e6b;color:#fff;font-size:12px;font-weight:700;letter-spacing:.03em}
.wallet{display:flex;align-items:baseline;gap:6px;font-variant-numeric:tabular-nums}
.wallet .label{font-size:12px;opacity:.75}.wallet strong{font-size:18px}.wallet .currency{font-size:12px;opacity:.75}
.lobby{color:inherit;font-size:13px;opacity:.85}
main{width:min(100%,1100px);margin:0 auto;padding:12px}
.error{margin:10px 0;padding:10px 12px;border-radius:10px;background:#7a1f2b;color:#fff}
.error[hidden]{display:none}
.note{margin:6px 0;color:#f2c14e}
.history{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0 0;padding:0;list-style:none}
.history li{padding:4px 8px;border-radius:8px;background:rgb(255 255 255 / 8%);font-size:13px;font-variant-numeric:tabular-nums}
.panel{margin-top:14px;padding:10px 12px;border-radius:12px;background:rgb(255 255 255 / 5%)}
.panel h2{margin:0 0 6px;font-size:14px;opacity:.8}
.primary{min-width:120px;padding:12px 26px;border:0;border-radius:999px;font-weight:800;font-size:17px;cursor:pointer;
  color:#3a2100;background:linear-gradient(#ffe08a,#f0a818);box-shadow:0 4px 0 #a8690a}
.primary:disabled{filter:grayscale(.8);opacity:.6;cursor:not-allowed}
.primary:focus-visible,button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #8ec5ff;outline-offset:2px}
select,input{padding:8px 10px;border-radius:8px;border:1px solid #5b5670;background:#231f30;color:inherit}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
`;

/** Helpers every game page's script starts with: its config, the calls to its own origin, money, errors, balance. */
const commonScript = `
var C = JSON.parse(document.getElementById('config').textContent);
var T = C.texts;
var $ = function (id) { return document.querySelector('[data-testid="' + id + '"]'); };
var money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
var fmt = function (amount) { return amount === null || amount === undefined ? '—' : money.format(Number(amount)); };
var closed = false;
function api(path, body) {
  var init = body === undefined
    ? { headers: { accept: 'application/json' } }
    : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return fetch(C.base + path, init)
    .then(function (response) { return response.json().catch(function () { return null; }); }, function () { return null; })
    .then(function (answer) {
      if (!answer || typeof answer.success !== 'boolean') throw { code: 'NETWORK' };
      if (!answer.success) throw { code: answer.code, message: answer.message };
      return answer.value;
    });
}
function showError(problem) {
  var box = $('error');
  if (!problem) { box.hidden = true; box.textContent = ''; return; }
  box.textContent = T.errors[problem.code] || T.errors.REFUSED;
  box.setAttribute('data-code', problem.code || 'REFUSED');
  box.hidden = false;
  if (problem.code === 'SESSION_EXPIRED' || problem.code === 'SESSION_UNKNOWN' || problem.code === 'GAME_TOKEN_INVALID') {
    closed = true;
    document.querySelectorAll('button.primary').forEach(function (button) { button.disabled = true; });
  }
}
function setBalance(amount) { $('balance').textContent = fmt(amount); }
function loadState(then) {
  api('/state').then(function (state) {
    setBalance(state.balance);
    if (state.balanceError) showError({ code: state.balanceError });
    then(state);
  }, showError);
}
`;

interface LayoutInput {
  language: PageLanguage;
  title: string;
  nonce: string;
  style: string;
  header: string;
  body: string;
  config: object;
  script: string;
}

export const layout = (input: LayoutInput) =>
  `<!doctype html><html lang="${htmlLanguage[input.language]}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(input.title)}</title>` +
  `<style nonce="${input.nonce}">${baseStyle}${input.style}</style></head>` +
  `<body>${input.header}<main>${input.body}</main>` +
  `<script type="application/json" id="config">${scriptJson(input.config)}</script>` +
  `<script nonce="${input.nonce}">(function () {'use strict';${commonScript}${input.script}})();</script>` +
  `</body></html>`;

/** The bar above every game: its name, the free-play badge, the balance and the way back to the lobby. */
export const headerBar = (input: {
  title: string;
  texts: PlayTexts;
  free: boolean;
  currency: string;
  lobbyUrl: string | undefined;
}) =>
  `<header class="top"><h1 data-testid="game-title">${escapeHtml(input.title)}</h1>` +
  (input.free
    ? `<span class="badge" data-testid="free-play">${escapeHtml(input.texts.freePlay)}</span>`
    : '') +
  `<span class="wallet"><span class="label">${escapeHtml(input.texts.balance)}</span>` +
  `<strong data-testid="balance">${escapeHtml(input.texts.loading)}</strong>` +
  `<span class="currency" data-testid="currency">${escapeHtml(input.currency)}</span></span>` +
  (input.lobbyUrl
    ? `<a class="lobby" data-testid="lobby" href="${escapeHtml(input.lobbyUrl)}" target="_top">${escapeHtml(input.texts.lobby)}</a>`
    : '') +
  `</header>`;

export const errorBox = () => `<div class="error" data-testid="error" role="alert" hidden></div>`;

/** What an expired or unknown session shows instead of the game. */
export const closedPage = (
  language: PageLanguage,
  code: 'SESSION_EXPIRED' | 'SESSION_UNKNOWN',
  nonce: string,
  lobbyUrl: string | undefined,
) => {
  const texts = playTexts[language];
  return (
    `<!doctype html><html lang="${htmlLanguage[language]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.expiredTitle)}</title>` +
    `<style nonce="${nonce}">${baseStyle}main{padding:40px 16px;text-align:center}</style></head><body><main>` +
    `<h1>${escapeHtml(texts.expiredTitle)}</h1>` +
    `<div class="error" data-testid="error" data-code="${code}" role="alert">${escapeHtml(texts.errors[code])}</div>` +
    (lobbyUrl
      ? `<p><a class="lobby" data-testid="lobby" href="${escapeHtml(lobbyUrl)}" target="_top">${escapeHtml(texts.lobby)}</a></p>`
      : '') +
    `</main></body></html>`
  );
};
