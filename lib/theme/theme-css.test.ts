import { buildTenantConfig } from '@/tests/factories/tenant';
import { tenantThemeCss } from './theme-css';

const tokens = buildTenantConfig().theme;

describe('tenantThemeCss', () => {
  it('declares the tenant palette as CSS variables for light and dark', () => {
    const css = tenantThemeCss(
      { ...tokens, light: { ...tokens.light, primary: '#123456' }, dark: { ...tokens.dark, primary: '#abcdef' } },
      true,
    );
    expect(css).toMatch(/:root, \[data-color-scheme="light"\]\{[^}]*--wk-palette-primary-main:#123456/);
    expect(css).toMatch(/\[data-color-scheme="dark"\]\{[^}]*--wk-palette-primary-main:#abcdef/);
    expect(css).toContain('--wk-shape-borderRadius:8px');
  });

  it('has no dark scheme where the tenant turns dark mode off', () => {
    expect(tenantThemeCss(tokens, false)).not.toContain('[data-color-scheme="dark"]');
  });
});
