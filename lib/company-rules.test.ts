import { COMPANY_SIZES } from '@/lib/db/schema/companies';
import { companyDataSchema, clausesSchema } from '@/features/employer-company/validation';
import { defaultOfferFormValues } from '@/features/offer-form/default-values';
import { offerFormIssues } from '@/features/offer-form/form-rules';
import { type OfferFormValues } from '@/features/offer-form/schema';
import { COMPANY_RULES } from './company-rules';

/** The offer form's issues on the company and consent fields only. */
const formIssues = (patch: Partial<OfferFormValues>) =>
  offerFormIssues({ ...defaultOfferFormValues(), ...patch }, { strength: 'draft', categories: undefined, limits: null })
    .map((i) => i.path.join('.'))
    .filter((p) => /^(company(Name|Website)|informationClauseText|futureConsentText|customConsentText)$/.test(p));

describe('one set of company rules', () => {
  const name = (n: number) => 'N'.repeat(n);
  const clause = (n: number) => `Administratorem danych jest Firma Testowa. ${'a'.repeat(n)}`.slice(0, n);
  const consent = (n: number) => `Zgoda dla {company}. ${'b'.repeat(n)}`.slice(0, n);

  it.each([
    ['a name at the upper bound', { name: name(COMPANY_RULES.nameMax) }, true],
    ['a name past it', { name: name(COMPANY_RULES.nameMax + 1) }, false],
    ['a name below the lower bound', { name: name(COMPANY_RULES.nameMin - 1) }, false],
    ['a website with user:password', { website: 'https://a:b@example.com' }, false],
    ['a website without a dotted host', { website: 'https://intranet' }, false],
    [
      'a website at the upper bound',
      { website: `https://example.com/${'p'.repeat(COMPANY_RULES.websiteMax - 20)}` },
      true,
    ],
  ])('the company page and the offer form agree on %s', (_label, patch, valid) => {
    const data = { name: 'Firma Testowa', size: COMPANY_SIZES[0], website: 'https://example.com', ...patch };
    expect(companyDataSchema.safeParse(data).success).toBe(valid);
    const form = formIssues({ companyName: data.name, companyWebsite: data.website });
    expect(form.length === 0).toBe(valid);
  });

  it.each([
    [
      'an information clause at the lower bound',
      { informationClause: clause(COMPANY_RULES.informationClauseMin) },
      true,
    ],
    ['one below it', { informationClause: clause(COMPANY_RULES.informationClauseMin - 1) }, false],
    ['a consent at the lower bound', { futureConsent: consent(COMPANY_RULES.consentMin) }, true],
    ['one below it', { futureConsent: consent(COMPANY_RULES.consentMin - 1) }, false],
    ['a consent without the placeholder', { futureConsent: 'b'.repeat(60) }, false],
    ['a consent with a template leftover', { futureConsent: `${consent(40)} lorem ipsum` }, false],
    ['a clause at the upper bound', { informationClause: clause(COMPANY_RULES.textMax) }, true],
  ])('the company clauses and the offer form agree on %s', (_label, patch, valid) => {
    const data = {
      informationClause: clause(200),
      futureConsentEnabled: true,
      futureConsent: consent(60),
      customConsentEnabled: false,
      customConsent: '',
      ...patch,
    };
    expect(clausesSchema.safeParse(data).success).toBe(valid);
    const form = formIssues({
      informationClauseText: data.informationClause,
      futureConsentEnabled: true,
      futureConsentText: data.futureConsent,
    });
    expect(form.length === 0).toBe(valid);
  });
});
