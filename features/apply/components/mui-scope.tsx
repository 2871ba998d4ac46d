'use client';

import type { ReactNode } from 'react';
import { MuiProvider } from '@/components/ui/mui-provider';
import type { TenantConfig } from '@/lib/tenants/schemas';
import type { ColorScheme } from '@/features/theme/theme-choice';

export interface MuiScopeProps {
  tokens: TenantConfig['theme'];
  darkModeEnabled: boolean;
  scheme: ColorScheme;
}

/** The MUI theme for the apply form and dialogs; loaded with them, never in the page's first JS. */
export function MuiScope({ mui, children }: { mui: MuiScopeProps; children: ReactNode }) {
  return <MuiProvider {...mui}>{children}</MuiProvider>;
}
