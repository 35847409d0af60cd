import type { I18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LanguageProvider } from '@/i18n';
import { AppToaster } from '@/ui/toaster';

export function Providers({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider i18n={i18n}>
        {children}
        <AppToaster />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
