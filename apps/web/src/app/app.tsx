import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n } from '../i18n/index.ts';
import { queryClient } from './boot.ts';
import { BootGate } from './boot-gate.tsx';
import { AppRoutes } from './router.tsx';

export const App = () => {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BootGate>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </BootGate>
      </QueryClientProvider>
    </I18nextProvider>
  );
};
