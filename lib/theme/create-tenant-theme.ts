import { createTheme, type Theme } from '@mui/material/styles';
import type { TenantConfig } from '@/lib/tenants/schemas';

type ThemeTokens = TenantConfig['theme'];
type Palette = ThemeTokens['light'];

import { COLOR_SCHEME_ATTRIBUTE } from './color-scheme';

const paletteOf = (p: Palette) => ({
  primary: { main: p.primary },
  secondary: { main: p.secondary },
  background: { default: p.background, paper: p.paper },
  text: { primary: p.text, secondary: p.textSecondary },
  divider: p.divider,
});

/**
 * A tenant's MUI theme: CSS variables (prefix `--wk`) for both colour schemes, switched by
 * the `data-color-scheme` attribute, so the server decides the scheme and nothing flashes.
 */
export function createTenantTheme(tokens: ThemeTokens, withDark: boolean): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: 'wk' },
    colorSchemes: {
      light: { palette: paletteOf(tokens.light) },
      ...(withDark ? { dark: { palette: paletteOf(tokens.dark) } } : {}),
    },
    shape: { borderRadius: tokens.borderRadius },
    typography: { fontFamily: tokens.fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  });
}
