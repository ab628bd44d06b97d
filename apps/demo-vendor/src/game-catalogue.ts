import { compileSlot, type SlotMachine } from './slot-engine.ts';
import { slotGames } from './slot-paytables.ts';

/** The languages the play pages are written in; any other launch language reads English. */
export const pageLanguages = ['CN', 'EN', 'KM', 'TH', 'VI'] as const;
export type PageLanguage = (typeof pageLanguages)[number];
export type Names = Record<PageLanguage, string>;

export interface BaccaratTable {
  id: string;
  names: Names;
  /** per bet spot, whole units */
  min: string;
  max: string;
}

export const baccaratTables: readonly BaccaratTable[] = [
  {
    id: 'baccarat-1',
    names: {
      CN: '百家乐 1 号台',
      EN: 'Baccarat table 1',
      KM: 'តុបាការ៉ាត់ 1',
      TH: 'โต๊ะบาคาร่า 1',
      VI: 'Bàn Baccarat 1',
    },
    min: '10.00',
    max: '5000.00',
  },
  {
    id: 'baccarat-2',
    names: {
      CN: '百家乐 2 号台',
      EN: 'Baccarat table 2',
      KM: 'តុបាការ៉ាត់ 2',
      TH: 'โต๊ะบาคาร่า 2',
      VI: 'Bàn Baccarat 2',
    },
    min: '100.00',
    max: '50000.00',
  },
];

export type CatalogueGame =
  | { kind: 'baccarat'; code: 'baccarat'; names: Names; tables: readonly BaccaratTable[] }
  | { kind: 'slot'; code: string; names: Names; machine: SlotMachine };

export interface VendorCodes {
  /** transfer mode: bets inside the vendor's own wallet */
  transfer: string;
  /** seamless mode: bets and wins posted to the platform's wallet */
  seamless: string;
}

/**
 * What each vendor code this app serves offers: the transfer code its live-casino baccarat, the
 * seamless code its three slots.
 */
export const createCatalogue = (codes: VendorCodes) => {
  const baccarat: CatalogueGame = {
    kind: 'baccarat',
    code: 'baccarat',
    names: { CN: '百家乐', EN: 'Baccarat', KM: 'បាការ៉ាត់', TH: 'บาคาร่า', VI: 'Baccarat' },
    tables: baccaratTables,
  };
  const slots = slotGames.map(
    (game): CatalogueGame => ({
      kind: 'slot',
      code: game.code,
      names: game.names,
      machine: compileSlot(game),
    }),
  );
  const games = new Map<string, Map<string, CatalogueGame>>([
    [codes.transfer, new Map([[baccarat.code, baccarat]])],
    [codes.seamless, new Map(slots.map((game) => [game.code, game]))],
  ]);
  return {
    codes,
    serves: (vendorCode: string) => games.has(vendorCode),
    game: (vendorCode: string, gameCode: string) => games.get(vendorCode)?.get(gameCode),
    table: (roomId: string | undefined) =>
      roomId === undefined ? baccaratTables[0] : baccaratTables.find((table) => table.id === roomId),
  };
};

export type Catalogue = ReturnType<typeof createCatalogue>;

const isPageLanguage = (code: string): code is PageLanguage =>
  (pageLanguages as readonly string[]).includes(code);

/** The page language of a launch (the platform's code, any case), English when the pages lack it. */
export const pageLanguage = (language: string): PageLanguage => {
  const upper = language.toUpperCase();
  return isPageLanguage(upper) ? upper : 'EN';
};
