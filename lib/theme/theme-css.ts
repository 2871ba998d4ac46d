import type { TenantConfig } from '@/lib/tenants/schemas';
import { createTenantTheme } from './create-tenant-theme';

type Declarations = Record<string, unknown>;

/**
 * The tenant theme's CSS variables as a stylesheet, rendered on the server into <head>: the
 * shell is styled by CSS Modules that read them, so the first load carries no theme runtime.
 * MUI components, where a page uses them, read the same variables (see components/ui/mui-provider).
 */
export function tenantThemeCss(tokens: TenantConfig['theme'], withDark: boolean): string {
  const theme = createTenantTheme(tokens, withDark) as unknown as {
    generateStyleSheets(): Record<string, Declarations>[];
  };
  const rules: string[] = [`:root{--wk-font-family:${tokens.fontFamily.replace(/[<>{};]/g, '')}}`];
  for (const sheet of theme.generateStyleSheets()) {
    for (const [selector, declarations] of Object.entries(sheet)) {
      const body = Object.entries(declarations)
        .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
        .map(([name, value]) => `${name}:${String(value).replace(/[<>]/g, '')}`)
        .join(';');
      if (body) rules.push(`${selector}{${body}}`);
    }
  }
  return rules.join('\n');
}
