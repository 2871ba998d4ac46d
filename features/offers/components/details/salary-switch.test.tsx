// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { SalarySwitch, type SalaryRow } from './salary-switch';

const rows: SalaryRow[] = [
  {
    key: 'b2b-PLN',
    original: '100 – 120 PLN za godzinę',
    converted: { PLN: '16 800 – 20 160 PLN miesięcznie', EUR: '3 900 – 4 680 EUR miesięcznie' },
    detail: 'B2B · netto',
  },
];
const text = { label: 'Waluta', original: 'Oryginalna' };

describe('SalarySwitch', () => {
  it('shows the published salary, then the monthly amount in the currency picked on the toggle', () => {
    render(<SalarySwitch rows={rows} currencies={['PLN', 'EUR']} mode="toggle" text={text} />);
    expect(screen.getByText('100 – 120 PLN za godzinę')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'EUR' }));
    expect(screen.getByText('3 900 – 4 680 EUR miesięcznie')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Oryginalna' }));
    expect(screen.getByText('100 – 120 PLN za godzinę')).toBeInTheDocument();
  });

  it('offers a labelled dropdown when the board uses one', () => {
    render(<SalarySwitch rows={rows} currencies={['PLN', 'EUR']} mode="dropdown" text={text} />);
    fireEvent.change(screen.getByLabelText('Waluta'), { target: { value: 'PLN' } });
    expect(screen.getByText('16 800 – 20 160 PLN miesięcznie')).toBeInTheDocument();
  });

  it('has no switch when the board turns currency change off or nothing can be converted', () => {
    const { rerender } = render(<SalarySwitch rows={rows} currencies={['PLN', 'EUR']} mode={null} text={text} />);
    expect(screen.queryByRole('group', { name: 'Waluta' })).not.toBeInTheDocument();
    rerender(
      <SalarySwitch rows={[{ ...rows[0]!, converted: {} }]} currencies={['PLN', 'EUR']} mode="toggle" text={text} />,
    );
    expect(screen.queryByRole('button', { name: 'EUR' })).not.toBeInTheDocument();
  });
});
