import type { SlotGame, SlotSymbol } from './slot-engine.ts';

/**
 * The three DSLOT games: one engine, their own strips and pay tables. Line pays are multiples of
 * the line bet (total bet / 20), the scatter's of the total bet, for 3, 4 and 5 of a kind. Each
 * `rtp` is the exact return computed from these strips (slot-rtp.ts; slot-rtp.test.ts checks it
 * and simulates millions of spins against it). Change a strip or a pay and the test says the new figure.
 */
const symbols = (
  wild: SlotSymbol['pays'],
  scatter: SlotSymbol['pays'],
  highs: readonly SlotSymbol['pays'][],
  lows: readonly SlotSymbol['pays'][],
): SlotSymbol[] => [
  { code: 'W', kind: 'wild', pays: wild },
  { code: 'S', kind: 'scatter', pays: scatter },
  ...highs.map((pays, at): SlotSymbol => ({ code: `H${at + 1}`, kind: 'plain', pays })),
  ...['A', 'K', 'Q', 'J', 'T'].map((code, at): SlotSymbol => ({ code, kind: 'plain', pays: lows[at]! })),
];

export const luckyLanterns: SlotGame = {
  code: 'lucky-lanterns',
  names: { CN: '幸运灯笼', EN: 'Lucky Lanterns', KM: 'គោមសំណាង', TH: 'โคมนำโชค', VI: 'Đèn lồng may mắn' },
  symbols: symbols(
    [25, 100, 500],
    [2, 10, 50],
    [
      [20, 80, 400],
      [15, 60, 250],
      [10, 40, 150],
      [8, 30, 100],
    ],
    [
      [5, 20, 80],
      [5, 15, 60],
      [5, 12, 50],
      [4, 10, 40],
      [4, 8, 30],
    ],
  ),
  reels: [
    'W H2 A J H3 T S K Q H4 J W H2 H1 A T Q H3 K J H4 W T S H2 A Q H3 J K H1 T H4 Q',
    'H4 Q W H2 J A T H3 K S Q W H4 J H2 H1 A T Q W H3 K J H4 T H2 S Q W A J H3 K H1 T',
    'K T H1 H4 Q W H2 J A T H3 K Q W S H4 J H2 T A H1 Q W H3 K J H4 T H2 Q W A S J H3',
    'S H3 K T Q H4 H1 W J H2 A T H3 Q K J H4 S W H2 T A Q H1 H3 K J H4 T W Q H2 A J',
    'A J S H3 T K Q H4 W H1 J H2 A T H3 Q K J H4 S W T H2 A Q H3 H1 J K T H4 W Q H2',
  ],
  rtp: '96.12',
};

export const jadeDragon: SlotGame = {
  code: 'jade-dragon',
  names: { CN: '翡翠神龙', EN: 'Jade Dragon', KM: 'នាគត្បូងមរកត', TH: 'มังกรหยก', VI: 'Rồng ngọc bích' },
  symbols: symbols(
    [50, 250, 1000],
    [3, 15, 100],
    [
      [30, 120, 600],
      [20, 80, 400],
      [15, 50, 200],
      [10, 40, 150],
    ],
    [
      [4, 20, 100],
      [4, 15, 80],
      [4, 12, 60],
      [3, 10, 50],
      [3, 10, 40],
    ],
  ),
  reels: [
    'K T H1 H4 Q W J A T K H2 H3 Q J S A T H4 W K J H1 Q T H3 A J K H4 H2 W T Q S A J H3',
    'J S H3 K T Q W H4 J H1 A T K H3 H2 J Q W A T H4 S K J Q W T H1 H3 A J K H4 T H2 Q W A',
    'H2 A J T K H3 S Q W J H4 A H1 T K J H3 Q W H2 T A H4 K S J Q T W A H3 H1 J K H4 T Q W',
    'Q W A J H2 T K H3 S Q J H4 A T W H1 K J Q H3 T A H2 H4 K J W S T Q A H3 J H1 K T H4',
    'T H1 H4 Q W J A T H2 K H3 Q J S A H4 T W K H1 J Q H3 T A H2 H4 K J W T Q S A J H3 K',
  ],
  rtp: '95.44',
};

export const angkorGold: SlotGame = {
  code: 'angkor-gold',
  names: { CN: '吴哥黄金', EN: 'Angkor Gold', KM: 'មាសអង្គរ', TH: 'ทองนครวัด', VI: 'Vàng Angkor' },
  symbols: symbols(
    [20, 80, 300],
    [2, 8, 40],
    [
      [15, 50, 200],
      [12, 40, 150],
      [10, 30, 100],
      [8, 25, 80],
    ],
    [
      [5, 15, 60],
      [5, 12, 40],
      [5, 10, 35],
      [4, 8, 30],
      [4, 6, 25],
    ],
  ),
  reels: [
    'K T H1 H4 W Q H2 J A T H3 K W S H4 J Q H2 T A H1 W H3 K J H4 T Q H2 W A S J H3',
    'J S H3 K T W H4 H1 Q J H2 A T H3 W K J H4 S Q T H2 A W H1 H3 J K H4 T Q W H2 A',
    'H2 A J H3 S T K W H4 Q J H1 H2 A T H3 W K J H4 Q S T H2 A W H3 J H1 K T H4 Q W',
    'Q W H2 A J H3 T K S W H4 Q J H2 H1 A T W H3 K J H4 Q T S H2 A W J H3 K H1 T H4',
    'T H1 H4 W Q H2 J A T H3 K W S H4 J Q H2 T A H1 W H3 K J H4 T Q H2 W S A J H3 K',
  ],
  rtp: '96.54',
};

export const slotGames: readonly SlotGame[] = [luckyLanterns, jadeDragon, angkorGold];
