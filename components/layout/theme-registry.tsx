'use client';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { useMemo, type ReactNode } from 'react';
import type { TenantConfig } from '@/features/tenants/schemas';
import type { ColorScheme } from '@/features/theme/theme-choice';
import { createTenantTheme } from '@/lib/theme/create-tenant-theme';

interface Props {
  tokens: TenantConfig['theme'];
  darkModeEnabled: boolean;
  scheme: ColorScheme;
  children: ReactNode;
}

/**
 * The tenant's MUI theme. The scheme comes from the server (cookie), so the page is drawn in
 * the right colours from the first byte; nothing is read from local storage.
 */
export function ThemeRegistry({ tokens, darkModeEnabled, scheme, children }: Props) {
  const theme = useMemo(() => createTenantTheme(tokens, darkModeEnabled), [tokens, darkModeEnabled]);
  return (
    <AppRouterCacheProvider options={{ key: 'wk' }}>
      <ThemeProvider theme={theme} defaultMode={scheme} storageManager={null} disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
