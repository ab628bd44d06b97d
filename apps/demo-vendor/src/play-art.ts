/**
 * The slots' art, drawn in code: one SVG <symbol> per reel symbol (viewBox 0 0 100 100), used by
 * the page as <use href="#sym-CODE">. No image files, nothing fetched.
 */

const letter = (text: string, gradient: string, size = 64) =>
  `<text x="50" y="${size > 56 ? 72 : 68}" text-anchor="middle" font-size="${size}" font-weight="900" ` +
  `font-family="Georgia,'Times New Roman',serif" fill="url(#${gradient})" stroke="#1b1020" stroke-width="3" ` +
  `paint-order="stroke">${text}</text>`;

const wildLabel = (fill: string) =>
  `<text x="50" y="94" text-anchor="middle" font-size="15" font-weight="900" font-family="system-ui,sans-serif" ` +
  `fill="${fill}" stroke="#1b1020" stroke-width="3" paint-order="stroke">WILD</text>`;

const gradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
  `<stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const radial = (id: string, inner: string, outer: string) =>
  `<radialGradient id="${id}" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="${inner}"/>` +
  `<stop offset="1" stop-color="${outer}"/></radialGradient>`;

const lows = (prefix: string, colours: readonly [string, string][]) =>
  ['A', 'K', 'Q', 'J', 'T'].map((code, at) => ({
    code,
    gradient: gradient(`${prefix}-${code}`, colours[at]![0], colours[at]![1]),
    art: letter(code === 'T' ? '10' : code, `${prefix}-${code}`, code === 'T' ? 52 : 64),
  }));

interface Art {
  defs: string;
  symbols: Record<string, string>;
}

const build = (
  defs: string[],
  symbols: Record<string, string>,
  prefix: string,
  colours: [string, string][],
) => {
  const letters = lows(prefix, colours);
  return {
    defs: defs.join('') + letters.map((low) => low.gradient).join(''),
    symbols: { ...symbols, ...Object.fromEntries(letters.map((low) => [low.code, low.art])) },
  } satisfies Art;
};

const luckyLanterns = build(
  [gradient('ll-red', '#ff5a4e', '#a4161a'), gradient('ll-gold', '#fff1a8', '#d99a06')],
  {
    W:
      `<rect x="45" y="2" width="10" height="10" rx="2" fill="#f5c542"/>` +
      `<ellipse cx="50" cy="46" rx="34" ry="31" fill="url(#ll-red)" stroke="#f5c542" stroke-width="3"/>` +
      `<path d="M50 15C32 26 32 66 50 77M50 15C68 26 68 66 50 77" stroke="#f5c542" stroke-width="2" fill="none"/>` +
      `<rect x="36" y="75" width="28" height="5" fill="#f5c542"/>` +
      `<text x="50" y="56" text-anchor="middle" font-size="28" font-weight="900" fill="#ffe9a6">福</text>` +
      wildLabel('#ffe07a'),
    S:
      `<g transform="rotate(-12 50 56)"><rect x="20" y="34" width="18" height="56" rx="5" fill="#d7263d"/>` +
      `<rect x="41" y="28" width="18" height="62" rx="5" fill="#ef233c"/><rect x="62" y="34" width="18" height="56" rx="5" fill="#d7263d"/>` +
      `<path d="M20 46h18M41 40h18M62 46h18M20 78h18M41 80h18M62 78h18" stroke="#f5c542" stroke-width="4"/></g>` +
      `<path d="M50 28Q54 14 66 10" stroke="#f5c542" stroke-width="3" fill="none"/>` +
      `<polygon points="68,2 71,9 78,9 72,13 75,20 68,15 61,20 64,13 58,9 65,9" fill="#ffe066"/>`,
    H1:
      `<ellipse cx="50" cy="48" rx="22" ry="17" fill="url(#ll-gold)" stroke="#8a5a00" stroke-width="2"/>` +
      `<path d="M8 56Q50 96 92 56L82 44Q50 64 18 44Z" fill="url(#ll-gold)" stroke="#8a5a00" stroke-width="2.5"/>`,
    H2:
      `<path d="M14 52Q40 20 72 48Q40 82 14 52Z" fill="#ff8c42" stroke="#fff4e0" stroke-width="2"/>` +
      `<path d="M70 48L94 30L86 50L94 72Z" fill="#ff6b35" stroke="#fff4e0" stroke-width="2"/>` +
      `<circle cx="28" cy="47" r="4" fill="#1b1020"/><circle cx="48" cy="42" r="5" fill="#fff4e0"/><circle cx="56" cy="56" r="4" fill="#fff4e0"/>`,
    H3:
      `<rect x="24" y="12" width="52" height="76" rx="6" fill="#c1121f" stroke="#f5c542" stroke-width="3"/>` +
      `<path d="M24 32Q50 52 76 32" fill="none" stroke="#f5c542" stroke-width="3"/><circle cx="50" cy="46" r="9" fill="#f5c542"/>`,
    H4:
      `<circle cx="50" cy="50" r="38" fill="url(#ll-gold)" stroke="#8a5a00" stroke-width="3"/>` +
      `<circle cx="50" cy="50" r="29" fill="none" stroke="#8a5a00" stroke-width="2"/>` +
      `<rect x="40" y="40" width="20" height="20" fill="#6b1414" stroke="#8a5a00" stroke-width="2"/>`,
  },
  'll',
  [
    ['#ff8a80', '#c62828'],
    ['#ffe57f', '#f9a825'],
    ['#b9f6ca', '#2e7d32'],
    ['#82b1ff', '#1565c0'],
    ['#ea80fc', '#7b1fa2'],
  ],
);

const jadeDragon = build(
  [
    radial('jd-jade', '#b8f2d0', '#127a4e'),
    radial('jd-pearl', '#ffffff', '#b9c6d8'),
    gradient('jd-fire', '#ffd166', '#e63946'),
  ],
  {
    W:
      `<circle cx="50" cy="46" r="40" fill="url(#jd-jade)" stroke="#e9d48b" stroke-width="3"/>` +
      `<path d="M22 60C18 36 44 22 56 33C68 44 50 58 62 66C72 72 84 60 80 44" fill="none" stroke="#e9d48b" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="80" cy="40" r="7" fill="#e9d48b"/><circle cx="82" cy="38" r="2" fill="#b71c1c"/>` +
      wildLabel('#e9d48b'),
    S:
      `<path d="M50 6C58 22 72 22 80 34C70 32 66 36 70 44C60 36 40 36 30 44C34 36 30 32 20 34C28 22 42 22 50 6Z" fill="url(#jd-fire)"/>` +
      `<circle cx="50" cy="60" r="28" fill="url(#jd-pearl)" stroke="#e9d48b" stroke-width="2"/>` +
      `<circle cx="41" cy="51" r="6" fill="#ffffff" opacity=".8"/>`,
    H1:
      `<path d="M14 72Q34 30 58 40Q72 16 90 18Q78 30 76 44Q72 64 48 68Q60 82 50 96Q38 78 14 72Z" fill="url(#jd-fire)" stroke="#7a1010" stroke-width="2"/>` +
      `<circle cx="80" cy="24" r="3" fill="#1b1020"/>`,
    H2:
      `<circle cx="50" cy="52" r="36" fill="#f28c28" stroke="#1b1020" stroke-width="3"/>` +
      `<path d="M50 18v14M34 22l6 12M66 22l-6 12M16 46h12M72 46h12M18 64h10M72 64h10" stroke="#1b1020" stroke-width="4"/>` +
      `<circle cx="38" cy="48" r="5" fill="#1b1020"/><circle cx="62" cy="48" r="5" fill="#1b1020"/>` +
      `<path d="M42 66Q50 72 58 66" stroke="#1b1020" stroke-width="3" fill="none"/><ellipse cx="50" cy="60" rx="6" ry="4" fill="#7a1010"/>`,
    H3:
      `<circle cx="50" cy="18" r="9" fill="#6fbf73"/><circle cx="22" cy="40" r="7" fill="#6fbf73"/>` +
      `<circle cx="78" cy="40" r="7" fill="#6fbf73"/><circle cx="26" cy="76" r="7" fill="#6fbf73"/><circle cx="74" cy="76" r="7" fill="#6fbf73"/>` +
      `<polygon points="50,24 76,38 76,68 50,84 24,68 24,38" fill="url(#jd-jade)" stroke="#0b3d2a" stroke-width="3"/>` +
      `<polygon points="50,40 62,47 62,61 50,68 38,61 38,47" fill="none" stroke="#0b3d2a" stroke-width="2"/>`,
    H4:
      `<circle cx="50" cy="50" r="40" fill="url(#jd-jade)" stroke="#e9d48b" stroke-width="3"/>` +
      `<circle cx="50" cy="50" r="13" fill="#0b2a20" stroke="#e9d48b" stroke-width="2"/>` +
      `<g fill="#0b3d2a" opacity=".6"><circle cx="50" cy="22" r="3"/><circle cx="78" cy="50" r="3"/><circle cx="50" cy="78" r="3"/><circle cx="22" cy="50" r="3"/>` +
      `<circle cx="70" cy="30" r="3"/><circle cx="70" cy="70" r="3"/><circle cx="30" cy="70" r="3"/><circle cx="30" cy="30" r="3"/></g>`,
  },
  'jd',
  [
    ['#c8ffe0', '#1b8a5a'],
    ['#fff3b0', '#c9a227'],
    ['#b3e5fc', '#0277bd'],
    ['#ffccbc', '#d84315'],
    ['#e1bee7', '#6a1b9a'],
  ],
);

const angkorGold = build(
  [
    gradient('ag-gold', '#fff3b0', '#c08a00'),
    gradient('ag-stone', '#c9c1ad', '#6d6452'),
    radial('ag-gem', '#9fd3ff', '#0d47a1'),
  ],
  {
    W:
      `<path d="M8 82H92L88 74H12Z" fill="url(#ag-stone)"/>` +
      `<path d="M40 74V46C42 32 46 24 50 6C54 24 58 32 60 46V74Z" fill="url(#ag-gold)" stroke="#6b4a00" stroke-width="2"/>` +
      `<path d="M16 74V54C18 46 21 40 25 30C29 40 32 46 34 54V74Z" fill="url(#ag-gold)" stroke="#6b4a00" stroke-width="2"/>` +
      `<path d="M66 74V54C68 46 71 40 75 30C79 40 82 46 84 54V74Z" fill="url(#ag-gold)" stroke="#6b4a00" stroke-width="2"/>` +
      `<path d="M40 56h20M42 44h16M16 62h18M66 62h18" stroke="#6b4a00" stroke-width="2"/>` +
      wildLabel('#ffe07a'),
    S:
      `<g fill="#f48fb1" stroke="#ad1457" stroke-width="2">` +
      `<ellipse cx="50" cy="40" rx="11" ry="26"/><ellipse cx="50" cy="40" rx="11" ry="26" transform="rotate(-40 50 66)"/>` +
      `<ellipse cx="50" cy="40" rx="11" ry="26" transform="rotate(40 50 66)"/>` +
      `<ellipse cx="50" cy="40" rx="10" ry="24" transform="rotate(-75 50 66)"/><ellipse cx="50" cy="40" rx="10" ry="24" transform="rotate(75 50 66)"/></g>` +
      `<path d="M20 76Q50 94 80 76Q50 84 20 76Z" fill="#2e7d32"/><circle cx="50" cy="64" r="6" fill="#ffd54f"/>`,
    H1:
      `<ellipse cx="22" cy="44" rx="16" ry="22" fill="#8d8d8d" stroke="#424242" stroke-width="2"/>` +
      `<ellipse cx="78" cy="44" rx="16" ry="22" fill="#8d8d8d" stroke="#424242" stroke-width="2"/>` +
      `<circle cx="50" cy="42" r="24" fill="#a5a5a5" stroke="#424242" stroke-width="2"/>` +
      `<path d="M44 58Q44 80 36 90Q46 94 52 84Q56 70 56 58Z" fill="#a5a5a5" stroke="#424242" stroke-width="2"/>` +
      `<circle cx="41" cy="38" r="3" fill="#1b1020"/><circle cx="59" cy="38" r="3" fill="#1b1020"/>` +
      `<path d="M40 20Q50 12 60 20" stroke="url(#ag-gold)" stroke-width="5" fill="none"/>`,
    H2:
      `<path d="M50 92V56" stroke="#2e7d32" stroke-width="12" stroke-linecap="round"/>` +
      `<g stroke="#2e7d32" stroke-width="7" stroke-linecap="round"><path d="M50 58L22 30"/><path d="M50 58L36 18"/><path d="M50 58L64 18"/><path d="M50 58L78 30"/><path d="M50 58V14"/></g>` +
      `<g fill="#43a047" stroke="#1b5e20" stroke-width="2"><circle cx="20" cy="28" r="8"/><circle cx="35" cy="15" r="8"/><circle cx="50" cy="11" r="8"/><circle cx="65" cy="15" r="8"/><circle cx="80" cy="28" r="8"/></g>` +
      `<path d="M44 92H56" stroke="url(#ag-gold)" stroke-width="4"/>`,
    H3:
      `<path d="M50 6L58 24H42Z" fill="url(#ag-gold)"/><path d="M38 26H62L66 44H34Z" fill="url(#ag-gold)" stroke="#6b4a00" stroke-width="2"/>` +
      `<path d="M30 46H70L76 68H24Z" fill="url(#ag-gold)" stroke="#6b4a00" stroke-width="2"/>` +
      `<path d="M20 70H80L84 90H16Z" fill="url(#ag-gold)" stroke="#6b4a00" stroke-width="2"/>` +
      `<circle cx="50" cy="80" r="5" fill="#d32f2f"/><circle cx="50" cy="57" r="4" fill="#1976d2"/>`,
    H4:
      `<polygon points="50,10 84,36 50,92 16,36" fill="url(#ag-gem)" stroke="#0a2e6b" stroke-width="3"/>` +
      `<path d="M16 36H84M50 10L36 36L50 92L64 36Z" fill="none" stroke="#cfe8ff" stroke-width="2" opacity=".8"/>`,
  },
  'ag',
  [
    ['#fff3b0', '#c08a00'],
    ['#ffcdd2', '#c62828'],
    ['#c5e1a5', '#558b2f'],
    ['#b3e5fc', '#0277bd'],
    ['#d7ccc8', '#5d4037'],
  ],
);

const arts: Record<string, Art> = {
  'lucky-lanterns': luckyLanterns,
  'jade-dragon': jadeDragon,
  'angkor-gold': angkorGold,
};

/** The hidden SVG block with every symbol of `gameCode`, for <use href="#sym-CODE">. */
export const symbolSprites = (gameCode: string) => {
  const art = arts[gameCode]!;
  return (
    `<svg width="0" height="0" class="sprites" aria-hidden="true"><defs>${art.defs}</defs>` +
    Object.entries(art.symbols)
      .map(([code, drawing]) => `<symbol id="sym-${code}" viewBox="0 0 100 100">${drawing}</symbol>`)
      .join('') +
    `</svg>`
  );
};

/** One symbol as markup (the pay table). */
export const symbolIcon = (code: string) =>
  `<svg viewBox="0 0 100 100" class="icon" aria-hidden="true"><use href="#sym-${code}"/></svg>`;
