// @vitest-environment jsdom
import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { buildTenantConfig } from '@/tests/factories/tenant';
import { MuiProvider } from './mui-provider';

describe('MuiProvider', () => {
  it('renders MUI components against the tenant theme variables', () => {
    render(
      <MuiProvider tokens={buildTenantConfig().theme} darkModeEnabled scheme="light">
        <Button variant="contained">Zapisz</Button>
      </MuiProvider>,
    );
    const button = screen.getByRole('button', { name: 'Zapisz' });
    expect(button).toBeInTheDocument();
    // Colours come from the --wk-* variables the shell renders, not from inline values.
    const styles = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(styles).toContain('var(--wk-palette-primary-main)');
  });
});
