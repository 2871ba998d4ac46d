'use client';

import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { useMemo, type ReactNode } from 'react';
import type { TenantConfig } from '@/lib/tenants/schemas';
import type { ColorScheme } from '@/features/theme/theme-choice';
import { createTenantTheme } from '@/lib/theme/create-tenant-theme';

interface Props {
  tokens: TenantConfig['theme'];
  darkModeEnabled: boolean;
  scheme: ColorScheme;
  children: ReactNode;
}

/**
 * The tenant's MUI theme for the parts of a page that use MUI components (dialogs, form
 * controls). The CSS variables themselves are already in the page (rendered on the server by
 * the shell), so this provider generates no stylesheet and the scheme follows `<html>`.
 */
export function MuiProvider({ tokens, darkModeEnabled, scheme, children }: Props) {
  const theme = useMemo(() => createTenantTheme(tokens, darkModeEnabled), [tokens, darkModeEnabled]);
  return (
    <AppRouterCacheProvider options={{ key: 'wk' }}>
      <ThemeProvider
        theme={theme}
        defaultMode={scheme}
        storageManager={null}
        disableStyleSheetGeneration
        disableNestedContext
      >
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
