import { describe, expect, it } from 'vitest';
import { layoutFor, routeTable } from './route-table.ts';

describe('route table', () => {
  it('lists every route of the spec, aliases included', () => {
    const paths = routeTable.map((route) => route.path);
    for (const path of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/register',
      '/register.html',
      '/agentHome',
      '/pointMall',
      '/integral',
      '/elott',
      '/lottery',
      '/vnlottery',
      '/hot',
      '/sports',
      '/esports',
      '/cockfight',
      '/promotions',
      '/help',
      '/down',
      '/join',
      '/helpmc',
      '/seamless',
      '/game',
      '/lottert',
      '/sealottery',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('shows only the header on the frame pages', () => {
    for (const page of ['lottery', 'seamless', 'game', 'helpmc'] as const) {
      expect(layoutFor(page)).toEqual({ header: true, footer: false, sideMenu: false });
    }
  });

  it('hides the side menu but keeps the footer on the in-game pages', () => {
    for (const page of ['lottert', 'sealottery', 'vnlottery'] as const) {
      expect(layoutFor(page)).toEqual({ header: true, footer: true, sideMenu: false });
    }
  });

  it('shows every area on ordinary pages', () => {
    expect(layoutFor('home')).toEqual({ header: true, footer: true, sideMenu: true });
    expect(layoutFor('notFound')).toEqual({ header: true, footer: true, sideMenu: true });
  });

  it('asks for login on the lottery and integral pages only', () => {
    expect(routeTable.filter((route) => route.needsLogin).map((route) => route.path)).toEqual([
      '/integral',
      '/lottery',
    ]);
  });
});
