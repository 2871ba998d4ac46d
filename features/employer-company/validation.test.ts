import {
  billingDataSchema,
  checkTaxId,
  clausesSchema,
  companyDataSchema,
  consentIssue,
  fillConsent,
  informationClauseIssue,
  isValidNip,
  postalCodeIssue,
  profileSchema,
  websiteIssue,
} from './validation';
import { VAT_EXAMPLES } from './constants';

const CLAUSE =
  'Administratorem Twoich danych osobowych jest Example sp. z o.o. z siedzibą w Warszawie, ul. Prosta 1. ' +
  'Dane przetwarzamy w celu rekrutacji na podstawie art. 6 ust. 1 lit. a RODO.';

describe('websiteIssue', () => {
  it.each([
    'https://example.com',
    'http://example.com',
    'https://www.example.co.uk/careers?x=1#team',
    'HTTPS://Example.COM',
    'https://xn--zkw-2na.pl',
  ])('accepts %s', (url) => expect(websiteIssue(url)).toBeNull());

  it.each([
    ['', 'websiteRequired'],
    ['https://exa mple.com', 'websiteSpaces'],
    [' https://example.com', 'websiteSpaces'],
    ['https://example.com ', 'websiteSpaces'],
    ['example.com', 'websiteScheme'],
    ['ftp://example.com', 'websiteScheme'],
    ['javascript:alert(1)//example.com', 'websiteScheme'],
    ['https://localhost', 'websiteInvalid'],
    ['https://example', 'websiteInvalid'],
    ['https://user:pass@example.com', 'websiteInvalid'],
    ['https://', 'websiteInvalid'],
    ['https://127.0.0.1', 'websiteInvalid'],
    [`https://example.com/${'a'.repeat(500)}`, 'websiteInvalid'],
  ])('refuses %j with %s', (url, issue) => expect(websiteIssue(url)).toBe(issue));
});

describe('isValidNip', () => {
  it.each(['1234563218', '5260250274', '7740001454'])('accepts %s', (nip) => expect(isValidNip(nip)).toBe(true));
  it.each([
    ['1234563217', 'wrong check digit'],
    ['1234567890', 'checksum 10 is never valid'],
    ['123456321', 'nine digits'],
    ['12345632188', 'eleven digits'],
    ['123456321A', 'a letter'],
  ])('refuses %s (%s)', (nip) => expect(isValidNip(nip)).toBe(false));
});

describe('checkTaxId', () => {
  it.each([
    ['123-456-32-18', 'PL', '1234563218'],
    ['PL 1234563218', 'PL', '1234563218'],
    ['pl123 456 32 18', 'PL', '1234563218'],
    ['DE123456789', 'DE', 'DE123456789'],
    ['123456789', 'DE', 'DE123456789'],
    ['ATU12345678', 'AT', 'ATU12345678'],
    ['EL123456789', 'GR', 'EL123456789'],
    ['NL123456789B01', 'NL', 'NL123456789B01'],
    ['FR AB123456789', 'FR', 'FRAB123456789'],
    ['IE1234567WA', 'IE', 'IE1234567WA'],
    ['SE123456789001', 'SE', 'SE123456789001'],
    ['CHE-123.456.789', 'CH', 'CHE123456789'],
    ['GB123456789', 'GB', 'GB123456789'],
  ])('accepts %s for %s as %s', (raw, country, value) => expect(checkTaxId(raw, country)).toEqual({ ok: true, value }));

  it.each([
    ['', 'PL', 'taxIdRequired'],
    ['  ', 'DE', 'taxIdRequired'],
    ['1234563217', 'PL', 'nipChecksum'],
    ['123456321', 'PL', 'nipFormat'],
    ['DE1234563218', 'PL', 'nipFormat'],
    ['DE12345678', 'DE', 'vatFormat'],
    ['AT12345678', 'AT', 'vatFormat'],
    ['GR123456789', 'GR', 'vatFormat'],
    ['NL123456789A01', 'NL', 'vatFormat'],
    ['SE123456789002', 'SE', 'vatFormat'],
    ['PL1234563218', 'DE', 'vatFormat'],
    ['#!', 'US', 'taxIdInvalid'],
  ])('refuses %j for %s with %s', (raw, country, issue) =>
    expect(checkTaxId(raw, country)).toEqual({ ok: false, issue }),
  );
});

describe('postalCodeIssue', () => {
  it.each([
    ['00-950', 'PL'],
    ['31-011', 'PL'],
    ['10115', 'DE'],
    ['SW1A 1AA', 'GB'],
    ['1011 AB', 'NL'],
    ['D02 X285', 'IE'],
  ])('accepts %s in %s', (code, country) => expect(postalCodeIssue(code, country)).toBeNull());

  it.each([
    ['00950', 'PL', 'postalCodePl'],
    ['00-9500', 'PL', 'postalCodePl'],
    ['0-0950', 'PL', 'postalCodePl'],
    ['AB-CDE', 'PL', 'postalCodePl'],
    ['-1011', 'NL', 'postalCodeInvalid'],
    ['1', 'DE', 'postalCodeInvalid'],
    ['12345678901', 'DE', 'postalCodeInvalid'],
  ])('refuses %s in %s', (code, country, issue) => expect(postalCodeIssue(code, country)).toBe(issue));
});

describe('clause rules', () => {
  it('wants an information clause of at least 50 characters without template leftovers', () => {
    expect(informationClauseIssue(CLAUSE)).toBeNull();
    expect(informationClauseIssue('   ')).toBe('required');
    expect(informationClauseIssue('Administratorem danych jest Example.')).toBe('tooShort');
    expect(informationClauseIssue(`${' '.repeat(120)}x`)).toBe('tooShort');
    expect(informationClauseIssue(`${CLAUSE} Lorem ipsum.`)).toBe('clauseForbiddenToken');
    expect(informationClauseIssue(`${CLAUSE} [Nazwa firmy]`)).toBe('clauseForbiddenToken');
    expect(informationClauseIssue(`${CLAUSE} {company}`)).toBeNull();
  });

  it('wants a consent naming the company by its placeholder', () => {
    const consent = 'Zgadzam się na przetwarzanie moich danych przez {company} w przyszłych rekrutacjach.';
    expect(consentIssue(consent)).toBeNull();
    expect(consentIssue('Zgoda: {company}.')).toBe('tooShort');
    expect(consentIssue('')).toBe('required');
    expect(consentIssue('Zgadzam się na przetwarzanie moich danych w przyszłych rekrutacjach.')).toBe(
      'consentPlaceholderMissing',
    );
    expect(consentIssue('Zgadzam się na przetwarzanie moich danych przez {Company} w rekrutacjach.')).toBe(
      'consentPlaceholderMissing',
    );
    expect(consentIssue(`${consent} Lorem ipsum.`)).toBe('clauseForbiddenToken');
    expect(fillConsent(consent, 'Example')).toBe(
      'Zgadzam się na przetwarzanie moich danych przez Example w przyszłych rekrutacjach.',
    );
  });
});

describe('schemas', () => {
  it('parses company data and names the field of each issue', () => {
    expect(companyDataSchema.parse({ name: ' Example ', size: '11-25', website: 'https://example.com' })).toEqual({
      name: 'Example',
      size: '11-25',
      website: 'https://example.com',
    });
    const bad = companyDataSchema.safeParse({ name: 'E', size: '7', website: 'example.com' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.code, i.message])).toEqual([
      ['name', 'too_small', expect.any(String)],
      ['size', 'invalid_value', expect.any(String)],
      ['website', 'custom', 'websiteScheme'],
    ]);
  });

  const billing = {
    companyName: 'Example sp. z o.o.',
    street: 'Prosta',
    number: '1/2',
    postalCode: '00-950',
    city: 'Warszawa',
    country: 'pl',
    taxId: 'PL 123-456-32-18',
  };

  it('normalises billing data: country upper-cased, tax id compact', () => {
    expect(billingDataSchema.parse(billing)).toEqual({ ...billing, country: 'PL', taxId: '1234563218' });
  });

  it.each([
    [{ taxId: '1234563217' }, 'taxId', 'nipChecksum'],
    [{ postalCode: '00950' }, 'postalCode', 'postalCodePl'],
    [{ country: 'XX' }, 'country', 'countryInvalid'],
    [{ country: 'DE', postalCode: '10115' }, 'taxId', 'vatFormat'],
  ])('refuses billing data %j on %s', (change, field, issue) => {
    const result = billingDataSchema.safeParse({ ...billing, ...change });
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: [field], message: issue })]);
  });

  it('checks consents only when enabled', () => {
    const base = {
      informationClause: CLAUSE,
      futureConsentEnabled: false,
      futureConsent: '',
      customConsentEnabled: false,
      customConsent: 'short',
    };
    expect(clausesSchema.safeParse(base).success).toBe(true);
    const enabled = clausesSchema.safeParse({ ...base, futureConsentEnabled: true, customConsentEnabled: true });
    expect(enabled.error!.issues.map((i) => [i.path[0], i.message, (i as { params?: unknown }).params])).toEqual([
      ['futureConsent', 'required', { min: 20, placeholder: '{company}' }],
      ['customConsent', 'tooShort', { min: 20, placeholder: '{company}' }],
    ]);
  });

  it('accepts a phone in the usual forms and refuses letters', () => {
    expect(profileSchema.parse({ name: 'Anna Nowak', phone: '+48 600 700 800' }).phone).toBe('+48 600 700 800');
    expect(profileSchema.parse({ name: 'Anna Nowak' })).toEqual({ name: 'Anna Nowak' });
    expect(profileSchema.parse({ phone: '' })).toEqual({ phone: '' });
    expect(profileSchema.safeParse({ name: 'Anna Nowak', phone: 'call me' }).success).toBe(false);
    expect(profileSchema.safeParse({ name: 'A', phone: '' }).success).toBe(false);
  });
});

describe('VAT_EXAMPLES', () => {
  it.each(Object.entries(VAT_EXAMPLES))('the example for %s is valid there', (country, example) =>
    expect(checkTaxId(example, country)).toEqual({ ok: true, value: example }),
  );
});
