import { createHash } from 'node:crypto';

/**
 * Game and vendor icons drawn in code (no external assets): known games get their own picture,
 * any other code a badge coloured from its hash with its first letters. The only outside input
 * in the markup is a code already checked against `iconCode` (letters, digits, _ and -).
 */
export const iconCode = /^[A-Za-z0-9_-]{1,64}$/;

const svg = (body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${label}">${body}</svg>`;

const gradient = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const frame = (id: string) => `<rect width="256" height="256" rx="36" fill="url(#${id})"/>`;

const lantern = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">` +
  '<line x1="0" y1="-70" x2="0" y2="-44" stroke="#f5c542" stroke-width="4"/>' +
  '<rect x="-22" y="-48" width="44" height="10" rx="3" fill="#f5c542"/>' +
  '<ellipse cx="0" cy="0" rx="42" ry="40" fill="url(#lantern)"/>' +
  '<path d="M-14 -38 Q-30 0 -14 38 M14 -38 Q30 0 14 38 M0 -40 V40" stroke="#9e1b12" stroke-width="3" fill="none" opacity=".7"/>' +
  '<rect x="-22" y="36" width="44" height="10" rx="3" fill="#f5c542"/>' +
  '<path d="M-8 46 L-10 76 M0 46 V80 M8 46 L10 76" stroke="#f5c542" stroke-width="3"/>' +
  '</g>';

const coin = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#f7d35c" stroke="#b8860b" stroke-width="3"/>` +
  `<rect x="${x - r / 3}" y="${y - r / 3}" width="${(2 * r) / 3}" height="${(2 * r) / 3}" fill="none" stroke="#b8860b" stroke-width="3"/>`;

const luckyLanterns = () =>
  svg(
    `<defs>${gradient('bg', '#b3121b', '#4a0508')}<radialGradient id="lantern" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#ff6b4a"/><stop offset="1" stop-color="#c8141d"/></radialGradient></defs>` +
      frame('bg') +
      '<circle cx="128" cy="120" r="96" fill="#ff9a3c" opacity=".18"/>' +
      lantern(70, 110, 0.8) +
      lantern(186, 110, 0.8) +
      lantern(128, 128, 1.05) +
      coin(52, 214, 16) +
      coin(204, 214, 16) +
      coin(128, 226, 12),
    'Lucky Lanterns',
  );

const jadeDragon = () =>
  svg(
    `<defs>${gradient('bg', '#0f6b4f', '#052a22')}<radialGradient id="pearl" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#9fe8d0"/></radialGradient></defs>` +
      frame('bg') +
      '<path d="M40 200 C60 120 120 210 140 140 S210 90 200 60" stroke="#3fd39a" stroke-width="30" fill="none" stroke-linecap="round"/>' +
      '<path d="M40 200 C60 120 120 210 140 140 S210 90 200 60" stroke="#a9f5d6" stroke-width="8" fill="none" stroke-dasharray="2 14" stroke-linecap="round"/>' +
      '<circle cx="200" cy="58" r="24" fill="#3fd39a"/>' +
      '<circle cx="208" cy="50" r="5" fill="#052a22"/>' +
      '<path d="M188 38 L176 14 M206 36 L214 12" stroke="#f5c542" stroke-width="5" stroke-linecap="round"/>' +
      '<path d="M222 64 Q240 70 236 86" stroke="#a9f5d6" stroke-width="4" fill="none"/>' +
      '<circle cx="96" cy="86" r="22" fill="url(#pearl)"/>' +
      '<path d="M86 80 Q96 70 106 80" stroke="#ffffff" stroke-width="3" fill="none" opacity=".8"/>',
    'Jade Dragon',
  );

const angkorGold = () =>
  svg(
    `<defs>${gradient('bg', '#f4a834', '#7a2e0b')}${gradient('gold', '#ffe27a', '#c98a12')}</defs>` +
      frame('bg') +
      '<circle cx="128" cy="110" r="62" fill="#9a3412" opacity=".55"/>' +
      '<path d="M28 212 H228 V198 H28 Z" fill="url(#gold)"/>' +
      '<path d="M60 198 L72 150 L66 150 L78 118 L90 150 L84 150 L96 198 Z" fill="url(#gold)"/>' +
      '<path d="M160 198 L172 150 L166 150 L178 118 L190 150 L184 150 L196 198 Z" fill="url(#gold)"/>' +
      '<path d="M100 198 L110 140 L104 140 L116 100 L122 100 L128 62 L134 100 L140 100 L152 140 L146 140 L156 198 Z" fill="url(#gold)"/>' +
      '<path d="M116 198 V170 Q128 156 140 170 V198 Z" fill="#7a2e0b"/>' +
      '<path d="M28 226 H228" stroke="#ffe27a" stroke-width="4" opacity=".6"/>',
    'Angkor Gold',
  );

const card = (x: number, y: number, rotate: number, rank: string, red: boolean) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})">` +
  '<rect x="-38" y="-54" width="76" height="108" rx="8" fill="#fdfdf8" stroke="#c9c2a8" stroke-width="2"/>' +
  `<text x="-26" y="-26" font-family="Georgia, serif" font-size="26" font-weight="700" fill="${red ? '#c8141d' : '#111'}">${rank}</text>` +
  `<path d="M0 -8 C10 -22 30 -8 0 22 C-30 -8 -10 -22 0 -8 Z" fill="${red ? '#c8141d' : '#111'}"/>` +
  '</g>';

const chip = (x: number, y: number, colour: string) =>
  `<circle cx="${x}" cy="${y}" r="22" fill="${colour}"/>` +
  `<circle cx="${x}" cy="${y}" r="22" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="8 9"/>` +
  `<circle cx="${x}" cy="${y}" r="12" fill="none" stroke="#fff" stroke-width="2"/>`;

const baccarat = () =>
  svg(
    `<defs>${gradient('bg', '#11663a', '#06301a')}</defs>` +
      frame('bg') +
      '<ellipse cx="128" cy="128" rx="104" ry="84" fill="none" stroke="#f5c542" stroke-width="3" opacity=".6"/>' +
      card(100, 116, -12, '9', true) +
      card(156, 116, 12, '8', false) +
      chip(64, 202, '#c8141d') +
      chip(128, 212, '#1d4ed8') +
      chip(192, 202, '#111827'),
    'Baccarat',
  );

const slotVendor = () =>
  svg(
    `<defs>${gradient('bg', '#6d28d9', '#1e1b4b')}${gradient('gold', '#ffe27a', '#c98a12')}</defs>` +
      frame('bg') +
      '<rect x="40" y="70" width="176" height="116" rx="14" fill="url(#gold)"/>' +
      '<rect x="52" y="84" width="48" height="88" rx="6" fill="#fff"/>' +
      '<rect x="104" y="84" width="48" height="88" rx="6" fill="#fff"/>' +
      '<rect x="156" y="84" width="48" height="88" rx="6" fill="#fff"/>' +
      [76, 128, 180]
        .map(
          (x) =>
            `<text x="${x}" y="142" text-anchor="middle" font-family="Georgia, serif" font-size="44" font-weight="700" fill="#c8141d">7</text>`,
        )
        .join('') +
      '<path d="M216 96 H232 V60" stroke="#ffe27a" stroke-width="6" fill="none" stroke-linecap="round"/>' +
      '<circle cx="232" cy="54" r="10" fill="#c8141d"/>' +
      '<rect x="64" y="196" width="128" height="14" rx="7" fill="#ffe27a" opacity=".8"/>',
    'Slots',
  );

const liveVendor = () =>
  svg(
    `<defs>${gradient('bg', '#0f5132', '#03140c')}</defs>` +
      frame('bg') +
      chip(128, 128, '#c8141d').replaceAll('r="22"', 'r="70"').replaceAll('r="12"', 'r="44"') +
      '<text x="128" y="142" text-anchor="middle" font-family="Georgia, serif" font-size="40" font-weight="700" fill="#fff">LIVE</text>',
    'Live casino',
  );

/** A hue from the code, so each unknown code keeps its own colour. */
const hueOf = (code: string) => createHash('sha256').update(code).digest()[0]! * (360 / 256);

const initials = (code: string) =>
  code
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 2)
    .toUpperCase() || '?';

/** A badge coloured from `key` with the first letters of `code`. */
const badge = (key: string, code: string, shape: 'game' | 'vendor') => {
  const hue = Math.round(hueOf(key));
  const text = initials(code);
  const body =
    `<defs>${gradient('bg', `hsl(${hue} 70% 45%)`, `hsl(${(hue + 40) % 360} 70% 18%)`)}</defs>` +
    frame('bg') +
    (shape === 'game'
      ? '<path d="M128 40 L208 128 L128 216 L48 128 Z" fill="#fff" opacity=".14"/>'
      : '<circle cx="128" cy="128" r="84" fill="#fff" opacity=".14"/>') +
    `<text x="128" y="150" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${text}</text>`;
  return svg(body, text);
};

const gameArt: Record<string, () => string> = {
  'lucky-lanterns': luckyLanterns,
  'jade-dragon': jadeDragon,
  'angkor-gold': angkorGold,
  baccarat,
};

const vendorArt: Record<string, () => string> = { DSLOT: slotVendor, DEMO: liveVendor };

/** The icon of a game (codes checked by `iconCode` first). */
export const gameIcon = (vendorCode: string, gameCode: string) =>
  (Object.hasOwn(gameArt, gameCode) ? gameArt[gameCode]!() : undefined) ??
  badge(`${vendorCode}/${gameCode}`, gameCode, 'game');

/** The icon of a vendor (code checked by `iconCode` first). */
export const vendorIcon = (vendorCode: string) =>
  (Object.hasOwn(vendorArt, vendorCode) ? vendorArt[vendorCode]!() : undefined) ??
  badge(vendorCode, vendorCode, 'vendor');
