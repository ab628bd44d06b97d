import type { GameType } from '@croupier/contract';
import styles from './games.module.css';

/** A stable hue for a name, so a game keeps its colours between visits. */
const hueOf = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('') || '?';

/** A game's placeholder picture, drawn here: its initials on its own colours. */
export const GameArt = ({ name }: { name: string }) => {
  const hue = hueOf(name);
  return (
    <svg viewBox="0 0 120 120" className={styles.art} role="presentation">
      <defs>
        <linearGradient id={`g${hue}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 55% 34%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 50) % 360} 60% 18%)`} />
        </linearGradient>
      </defs>
      <rect width="120" height="120" fill={`url(#g${hue})`} />
      <circle cx="96" cy="22" r="34" fill="rgb(255 255 255 / 7%)" />
      <circle cx="18" cy="104" r="26" fill="rgb(0 0 0 / 15%)" />
      <text
        x="60"
        y="70"
        textAnchor="middle"
        fontSize="34"
        fontWeight="700"
        fill="rgb(255 255 255 / 85%)"
        fontFamily="system-ui, sans-serif"
      >
        {initials(name)}
      </text>
    </svg>
  );
};

const gold = '#e9b949';
const teal = '#3fb6a8';
const light = '#eef1f7';

/** Each category's tile picture, drawn in SVG (no outside pictures). */
const drawings: Record<GameType | 'HOT', React.ReactNode> = {
  SPORTS: (
    <g>
      <circle cx="60" cy="60" r="30" fill={light} />
      <polygon points="60,44 74,54 69,71 51,71 46,54" fill="#1b2440" />
      <path d="M60 30v14M88 52l-14 2M78 86l-9-15M42 86l9-15M32 52l14 2" stroke="#1b2440" strokeWidth="3" />
    </g>
  ),
  ESPORTS: (
    <g>
      <rect x="26" y="42" width="68" height="38" rx="19" fill={teal} />
      <path d="M42 55v12M36 61h12" stroke={light} strokeWidth="4" strokeLinecap="round" />
      <circle cx="76" cy="56" r="4" fill={gold} />
      <circle cx="84" cy="64" r="4" fill={light} />
    </g>
  ),
  COCKFIGHT: (
    <g>
      <path d="M40 80c0-22 12-38 30-38 8 0 14 6 14 14 0 14-10 24-24 24z" fill="#d9534f" />
      <path d="M70 42l6-12 4 12 8-8-2 12" fill={gold} />
      <circle cx="74" cy="52" r="3" fill="#1b2440" />
      <path d="M84 56l10 4-10 3z" fill={gold} />
      <path d="M52 80v12M62 80v12" stroke={gold} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  RNG: (
    <g>
      <rect x="20" y="34" width="80" height="52" rx="8" fill="#1b2440" stroke={gold} strokeWidth="3" />
      {[34, 60, 86].map((x) => (
        <g key={x}>
          <rect x={x - 10} y="42" width="20" height="36" rx="4" fill={light} />
          <text x={x} y="67" textAnchor="middle" fontSize="20" fontWeight="800" fill="#d9534f">
            7
          </text>
        </g>
      ))}
    </g>
  ),
  FISH: (
    <g>
      <path d="M28 60c14-20 44-20 58 0-14 20-44 20-58 0z" fill={teal} />
      <path d="M86 60l14-12v24z" fill={teal} />
      <circle cx="44" cy="57" r="4" fill="#1b2440" />
      <circle cx="36" cy="34" r="4" fill="none" stroke={light} strokeWidth="2" />
      <circle cx="46" cy="24" r="3" fill="none" stroke={light} strokeWidth="2" />
    </g>
  ),
  LIVE: (
    <g>
      <rect x="30" y="30" width="36" height="50" rx="5" fill={light} transform="rotate(-12 48 55)" />
      <rect x="54" y="34" width="36" height="50" rx="5" fill={light} transform="rotate(10 72 59)" />
      <path d="M72 50c-6 6-10 10-10 14a5 5 0 0 0 10 2 5 5 0 0 0 10-2c0-4-4-8-10-14z" fill="#d9534f" />
      <text x="40" y="52" fontSize="14" fontWeight="800" fill="#1b2440" transform="rotate(-12 48 55)">
        A
      </text>
    </g>
  ),
  PVP: (
    <g>
      <circle cx="44" cy="62" r="18" fill={gold} />
      <circle cx="76" cy="62" r="18" fill="#d9534f" />
      <circle cx="44" cy="62" r="11" fill="none" stroke="#1b2440" strokeWidth="3" strokeDasharray="5 4" />
      <circle cx="76" cy="62" r="11" fill="none" stroke={light} strokeWidth="3" strokeDasharray="5 4" />
    </g>
  ),
  LOTT: (
    <g>
      <circle cx="42" cy="66" r="14" fill={gold} />
      <circle cx="66" cy="52" r="14" fill={teal} />
      <circle cx="82" cy="74" r="12" fill="#d9534f" />
      <text x="42" y="71" textAnchor="middle" fontSize="13" fontWeight="800" fill="#1b2440">
        8
      </text>
      <text x="66" y="57" textAnchor="middle" fontSize="13" fontWeight="800" fill="#1b2440">
        3
      </text>
    </g>
  ),
  ELOTT: (
    <g>
      <circle cx="42" cy="66" r="14" fill={gold} />
      <circle cx="66" cy="52" r="14" fill={teal} />
      <circle cx="82" cy="74" r="12" fill="#d9534f" />
      <text x="42" y="71" textAnchor="middle" fontSize="13" fontWeight="800" fill="#1b2440">
        8
      </text>
      <text x="66" y="57" textAnchor="middle" fontSize="13" fontWeight="800" fill="#1b2440">
        3
      </text>
    </g>
  ),
  CONS: (
    <g>
      <rect x="32" y="32" width="56" height="56" rx="6" fill={light} />
      <path d="M32 60h56M60 32v56" stroke="#1b2440" strokeWidth="2" />
      <circle cx="46" cy="46" r="7" fill="#1b2440" />
      <circle cx="74" cy="74" r="7" fill="#d9534f" />
    </g>
  ),
  HOT: (
    <g>
      <path
        d="M60 26c8 16 24 22 24 42a24 24 0 0 1-48 0c0-12 8-18 10-28 4 8 8 10 10 10 0-8 0-16 4-24z"
        fill="#f07b3f"
      />
      <path d="M60 56c4 8 12 10 12 20a12 12 0 0 1-24 0c0-6 6-10 12-20z" fill={gold} />
    </g>
  ),
};

export const CategoryArt = ({ type }: { type: GameType | 'HOT' }) => (
  <svg viewBox="0 0 120 120" className={styles.categoryArt} aria-hidden="true" focusable="false">
    {drawings[type]}
  </svg>
);
