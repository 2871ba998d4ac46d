// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithIntl } from '@/tests/intl';
import type { BillingDataView, CompanyView } from '../types';
import { BillingForm } from './billing-form';
import { CompanyForm } from './company-form';

// The preview's list card links through the localised router, which needs Next's runtime.
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

// A busy machine may be slow to validate and re-render: give it a few seconds.
configure({ asyncUtilTimeout: 5000 });

const fetchSpy = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal('fetch', fetchSpy);
  // jsdom has no object URLs (the company preview shows a chosen logo through one).
  URL.createObjectURL ??= () => 'blob:logo';
  URL.revokeObjectURL ??= () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const COMPANY: CompanyView = {
  id: 1,
  name: 'Demo Software',
  slug: 'demo-software',
  size: '26-50',
  website: 'https://demo.example.com',
  logoUrl: '/logo.png',
  logoThumbUrl: '/logo.png',
  hasUploadedLogo: false,
  billingData: null,
  clauses: {
    informationClause: '',
    futureConsentEnabled: false,
    futureConsent: '',
    customConsentEnabled: false,
    customConsent: '',
  },
  recruitersAssignedOnly: false,
  canEdit: { companyData: true, billingData: true, clauses: true, recruiterAccess: true },
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const SIZES = ['1-10', '11-25', '26-50', '51-100', '101-500', '501+'] as const;

describe('the company form', () => {
  it('says what is wrong as a field is left, in the catalogue’s words, before anything is sent', async () => {
    renderWithIntl(<CompanyForm initial={COMPANY} sizes={SIZES} />);
    const name = screen.getByRole('textbox', { name: /Nazwa firmy/ });
    fireEvent.change(name, { target: { value: 'D' } });
    fireEvent.blur(name);
    expect(await screen.findByText('Wpisz co najmniej 2 znaki.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    const website = screen.getByRole('textbox', { name: /Strona internetowa/ });
    fireEvent.change(website, { target: { value: 'https://demo software.pl' } });
    fireEvent.blur(website);
    expect(await screen.findByText('Adres nie może zawierać spacji.')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText('To pole jest wymagane.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends nothing while a field is invalid, then saves once it is fixed', async () => {
    fetchSpy.mockResolvedValue(json(200, { ...COMPANY, website: 'https://demo-software.pl' }));
    renderWithIntl(<CompanyForm initial={COMPANY} sizes={SIZES} />);
    const website = screen.getByRole('textbox', { name: /Strona internetowa/ });
    fireEvent.change(website, { target: { value: 'demo-software.pl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Adres musi zaczynać się od http:// lub https://.')).toBeInTheDocument();
    expect(await screen.findByText('Popraw zaznaczone pola i zapisz ponownie.')).toBeInTheDocument();
    await waitFor(() => expect(website).toHaveFocus());
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.change(website, { target: { value: 'https://demo-software.pl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zmiany zapisane.')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/v1/company/company_data');
    expect((init!.body as FormData).get('website')).toBe('https://demo-software.pl');
  });

  it('puts the server’s own refusal on its field', async () => {
    fetchSpy.mockResolvedValue(
      json(400, { error: { code: 'BAD_REQUEST', message: 'x', fields: [{ field: 'name', message: 'Zajęte.' }] } }),
    );
    renderWithIntl(<CompanyForm initial={COMPANY} sizes={SIZES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zajęte.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nazwa firmy/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

const BILLING: BillingDataView = {
  companyName: 'Demo Software sp. z o.o.',
  street: 'Prosta',
  number: '20/4',
  postalCode: '00-850',
  city: 'Warszawa',
  country: 'PL',
  taxId: '123-456-32-18',
};
const COUNTRIES = [
  { code: 'PL', name: 'Polska' },
  { code: 'DE', name: 'Niemcy' },
];

describe('the invoice data form', () => {
  it('checks the NIP, the postal code and required fields in the browser and sends nothing while they are wrong', async () => {
    renderWithIntl(<BillingForm initial={BILLING} companyName="Demo" countries={COUNTRIES} />);
    const tax = screen.getByRole('textbox', { name: /Numer podatkowy/ });
    fireEvent.change(tax, { target: { value: '123-456-32-17' } });
    fireEvent.blur(tax);
    expect(await screen.findByText('Ten NIP jest niepoprawny: sprawdź cyfry.')).toBeInTheDocument();

    const postal = screen.getByRole('textbox', { name: /Kod pocztowy/ });
    fireEvent.change(postal, { target: { value: '00850' } });
    fireEvent.blur(postal);
    expect(await screen.findByText('Wpisz kod pocztowy w formacie NN-NNN, np. 00-950.')).toBeInTheDocument();

    const city = screen.getByRole('textbox', { name: /Miejscowość/ });
    fireEvent.change(city, { target: { value: ' ' } });
    fireEvent.blur(city);
    expect(await screen.findByText('To pole jest wymagane.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Popraw zaznaczone pola i zapisz ponownie.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('follows the chosen country: a German VAT number is checked as one', async () => {
    renderWithIntl(<BillingForm initial={BILLING} companyName="Demo" countries={COUNTRIES} />, { locale: 'en' });
    fireEvent.change(screen.getByRole('combobox', { name: /Country/ }), { target: { value: 'DE' } });
    const postal = screen.getByRole('textbox', { name: /Postal code/ });
    fireEvent.change(postal, { target: { value: '10115' } });
    const tax = screen.getByRole('textbox', { name: /Tax ID/ });
    fireEvent.change(tax, { target: { value: 'DE12345678' } });
    fireEvent.blur(tax);
    expect(await screen.findByText('This is not a valid VAT number for the chosen country.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the values as the server will store them and shows them so', async () => {
    fetchSpy.mockImplementation(async (_url, init) =>
      json(200, { ...COMPANY, billingData: JSON.parse(String(init!.body)) as BillingDataView }),
    );
    renderWithIntl(<BillingForm initial={BILLING} companyName="Demo" countries={COUNTRIES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zmiany zapisane.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body))).toMatchObject({ taxId: '1234563218', country: 'PL' });
    expect(screen.getByRole('textbox', { name: /Numer podatkowy/ })).toHaveValue('1234563218');
  });
});
