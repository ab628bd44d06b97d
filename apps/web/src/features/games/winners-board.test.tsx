import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { fakeServer, providers, Refuse } from './games-test-kit.tsx';
import { WinnersBoard } from './winners-board.tsx';

const renderBoard = () => {
  const { Wrapper } = providers('/');
  return render(<WinnersBoard />, { wrapper: Wrapper });
};
const win = (player: string, winAmount: string) => ({
  player,
  gameName: 'Lucky Lanterns',
  vassalage: 'DSLOT',
  gameType: 'RNG',
  winAmount,
  wonAt: '2026-11-23T10:00:00.000Z',
});

describe('the winners board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the wins as served, amounts with thousands separators and 2 decimals', async () => {
    const server = fakeServer({
      '/wps/relay/GLS_winnerBoard': () => [win('pl***1', '1234567.50'), win('de***9', '80.00')],
    });
    renderBoard();
    const rows = within(await screen.findByTestId('winners-board'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'pl***1Lucky Lanterns1,234,567.50',
      'de***9Lucky Lanterns80.00',
    ]);
    expect(server.callsTo('/wps/relay/GLS_winnerBoard')[0]?.query.get('limitNum')).toBe('20');
  });

  it('invites the first winner while there is none', async () => {
    fakeServer({ '/wps/relay/GLS_winnerBoard': () => [] });
    renderBoard();
    expect(await screen.findByText(i18n.t('home.winnersEmpty'))).toBeInTheDocument();
  });

  it('offers a retry when the board cannot be loaded', async () => {
    fakeServer({ '/wps/relay/GLS_winnerBoard': () => new Refuse('SYSTEM_ERROR', 500) });
    renderBoard();
    expect(await screen.findByText(i18n.t('games.loadError'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: i18n.t('common.retry') })).toBeInTheDocument();
  });
});
