// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { TableHead } from './table-head';

afterEach(cleanup);

describe('TableHead', () => {
  it('heads each column, then an actions column named for assistive technology only', () => {
    render(
      <table>
        <TableHead columns={['Name', 'Right']} actions="Actions" />
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Right', 'Actions']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[2]!.firstElementChild).toHaveClass('visually-hidden');
  });
});
