/**
 * Test support for the back office's money screens (imported by their *.test.tsx only): render a
 * screen with the catalogue and a fresh query client (no retries) that already holds the site's
 * status, so amounts read with the brand's currency symbol (¥), at a back-office address.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../i18n/index.ts';
import { statusQuery } from '../../shared/api/use-system.ts';

export const showWithBrand = (node: ReactNode, address = '/backoffice') => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(statusQuery.queryKey, { info: { brand: { currencySymbol: '¥' } } } as never);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[address]}>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};
