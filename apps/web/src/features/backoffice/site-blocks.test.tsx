import { addSiteBlock, removeSiteBlock, type SiteBlocks } from '@croupier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadCatalogue } from '../../i18n/index.ts';
import { ApiError } from '../../shared/api/client.ts';
import { asOperator } from './backoffice-calls.ts';
import { SiteBlocksSection } from './site-blocks.tsx';

vi.mock('./backoffice-calls.ts', () => ({ asOperator: vi.fn() }));
vi.mock('../../shared/api/use-system.ts', () => ({
  useStatus: () => ({ data: { info: { timeZone: 'Asia/Shanghai' } } }),
}));
const call = vi.mocked(asOperator);

const blocks: SiteBlocks = {
  yourAddress: '203.0.113.5',
  yourCountry: 'KH',
  blocks: [
    { id: 1, kind: 'country', value: 'KP', note: 'sanctions', addedBy: null, addedAt: null },
    {
      id: 7,
      kind: 'ip',
      value: '198.51.100.0/24',
      note: '<b>bonus</b> abuse',
      addedBy: 'owner01',
      addedAt: '2026-12-07T06:30:00.000Z',
    },
  ],
};

const show = (data = blocks) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SiteBlocksSection data={data} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
const s = (key: string, options?: Record<string, unknown>) => i18n.t(`backoffice.site.${key}`, options);
const addButton = () => screen.getByRole('button', { name: s('blockAdd') });

beforeEach(async () => {
  await i18n.changeLanguage('EN');
  call.mockReset().mockImplementation(async () => null);
});

describe('the blocked countries and addresses in the back office', () => {
  it("lists each kind with its note and author, and the owner's own address and country", () => {
    show();
    expect(screen.getByTestId('bo-blocks-you')).toHaveTextContent('203.0.113.5');
    expect(screen.getByTestId('bo-blocks-you')).toHaveTextContent('KH · Cambodia');
    const country = screen.getByTestId('bo-block-KP');
    expect(country).toHaveTextContent('KP · North Korea');
    expect(country).toHaveTextContent(s('blockSeeded'));
    const range = screen.getByTestId('bo-block-198.51.100.0/24');
    // a note is text, never markup
    expect(within(range).getByText('<b>bonus</b> abuse')).toBeInTheDocument();
    // added at 06:30 UTC: 14:30 on the merchant's clock
    expect(range).toHaveTextContent(/owner01.*14:30/);
  });

  it('says when a kind has none', () => {
    show({ ...blocks, blocks: [], yourCountry: null });
    expect(screen.getAllByText(s('blocksNone'))).toHaveLength(2);
    expect(screen.getByTestId('bo-blocks-you')).toHaveTextContent(
      s('yourAccessNoCountry', { address: '203.0.113.5' }),
    );
  });

  it('checks the value before any call, by kind', async () => {
    show();
    const value = () => screen.getByLabelText(s('blockValueCountry'));
    fireEvent.change(value(), { target: { value: 'XX' } });
    fireEvent.click(addButton());
    expect(await screen.findByText(s('blockValueCountryInvalid'))).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(s('blockKind')), { target: { value: 'ip' } });
    fireEvent.change(screen.getByLabelText(s('blockValueIp')), { target: { value: '10.0.0.0/4' } });
    fireEvent.click(addButton());
    expect(await screen.findByText(s('blockValueIpInvalid'))).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('adds a country as typed in lower case, and an address with its note', async () => {
    show();
    fireEvent.change(screen.getByLabelText(s('blockValueCountry')), { target: { value: ' ir ' } });
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(addSiteBlock, { body: { kind: 'country', value: 'IR' } }),
    );
    fireEvent.change(screen.getByLabelText(s('blockKind')), { target: { value: 'ip' } });
    fireEvent.change(screen.getByLabelText(s('blockValueIp')), { target: { value: '2001:DB8::1' } });
    fireEvent.change(screen.getByLabelText(s('blockNote')), { target: { value: ' chargebacks ' } });
    fireEvent.click(addButton());
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(addSiteBlock, {
        body: { kind: 'ip', value: '2001:db8::1', note: 'chargebacks' },
      }),
    );
  });

  it("shows the server's refusal of a block covering the owner, in the owner's language", async () => {
    await loadCatalogue('CN');
    await i18n.changeLanguage('CN');
    call.mockRejectedValueOnce(new ApiError('SITE_BLOCK_COVERS_YOU', 'body.value: ...', 409));
    show();
    fireEvent.change(screen.getByLabelText(s('blockValueCountry')), { target: { value: 'KH' } });
    fireEvent.click(addButton());
    expect(await screen.findByText(i18n.t('errors.SITE_BLOCK_COVERS_YOU'))).toBeInTheDocument();
    expect(screen.getByTestId('bo-blocks-you')).toHaveTextContent('柬埔寨');
  });

  it('lifts a block only after the owner confirms', async () => {
    show();
    const range = screen.getByTestId('bo-block-198.51.100.0/24');
    fireEvent.click(within(range).getByRole('button', { name: s('blockLift') }));
    expect(within(range).getByRole('alert')).toHaveTextContent('198.51.100.0/24');
    fireEvent.click(within(range).getByRole('button', { name: s('blockKeep') }));
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(within(range).getByRole('button', { name: s('blockLift') }));
    fireEvent.click(within(range).getByRole('button', { name: s('blockLiftYes') }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(removeSiteBlock, { body: { id: 7 } }));
  });
});
