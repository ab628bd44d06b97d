import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n/index.ts';
import { BootGate } from './boot-gate.tsx';
import { createAppRouter } from './router.tsx';

export const App = () => {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } }),
  );
  const [router] = useState(createAppRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BootGate>
          <RouterProvider router={router} />
        </BootGate>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
