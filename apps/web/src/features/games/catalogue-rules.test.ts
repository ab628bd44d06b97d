import {
  esportsProviders,
  footerVendorIcons,
  gameFilters,
  gameTypePaths,
  gameTypes,
  headerDropdownVendors,
  winnerBoardSize,
} from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { dropdownVendorLimit, navItems } from '../../shared/nav/nav-items.ts';
import {
  categoryGameTypes,
  esportsProviderOrder,
  footerVendorLimit,
  gameTypeRoutes,
  lobbyFilters,
  lobbyGameTypes,
  winnerBoardLimit,
} from './catalogue-rules.ts';

describe("the lobby's copies of the catalogue rules", () => {
  it('match the contract', () => {
    expect(lobbyGameTypes).toEqual(gameTypes);
    expect(footerVendorLimit).toBe(footerVendorIcons);
    expect(dropdownVendorLimit).toBe(headerDropdownVendors);
    expect(winnerBoardLimit).toBe(winnerBoardSize);
    expect(esportsProviderOrder).toEqual(esportsProviders);
    expect(lobbyFilters).toEqual(gameFilters);
    expect(gameTypeRoutes).toEqual(gameTypePaths);
  });

  it('sends each category page to the path the contract names for its type', () => {
    for (const [route, type] of Object.entries(categoryGameTypes))
      if (type) expect(gameTypePaths[type]).toBe(`/${route}`);
  });

  it('lists the header categories in the contract order', () => {
    const headerTypes = navItems.flatMap((item) => (item.category ? [item.category] : []));
    const order = headerTypes.map((type) => gameTypes.indexOf(type as never));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
