import { z } from 'zod';
import { documentApi } from '@/lib/http/openapi';
import { COMPANY_PLACEHOLDER } from './constants';
import { billingDataSchema, clausesSchema, profileSchema, recruiterAccessSchema } from './validation';

const session = [
  {
    name: 'Cookie',
    description: 'An employer session (401 without one, 403 for a candidate or a member without the right)',
  },
];
const right = z.enum(['owner', 'admin', 'recruiter']);
const profile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  right,
  company: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), right })),
});
const billingData = z.object({
  companyName: z.string(),
  street: z.string(),
  number: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  taxId: z.string(),
});
const company = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  size: z.string(),
  website: z.string(),
  logoUrl: z.string(),
  logoThumbUrl: z.string(),
  hasUploadedLogo: z.boolean(),
  billingData: billingData.nullable().optional(),
  clauses: z.object({
    informationClause: z.string(),
    futureConsentEnabled: z.boolean(),
    futureConsent: z.string(),
    customConsentEnabled: z.boolean(),
    customConsent: z.string(),
  }),
  recruitersAssignedOnly: z.boolean(),
  canEdit: z.object({
    companyData: z.boolean(),
    billingData: z.boolean(),
    clauses: z.boolean(),
    recruiterAccess: z.boolean(),
  }),
  updatedAt: z.string(),
});

documentApi({
  method: 'get',
  path: '/v2/employer-panel/profiles/me',
  summary: 'The signed-in member’s own profile, the active company, their right there and all their companies',
  tag: 'employer-company',
  headers: session,
  response: profile,
});

documentApi({
  method: 'patch',
  path: '/v1/profiles/me',
  summary: 'Changes the member’s own name and phone (the e-mail is the sign-in and is not changed here)',
  tag: 'employer-company',
  headers: session,
  body: profileSchema,
  response: profile,
});

documentApi({
  method: 'get',
  path: '/v1/company',
  summary:
    'The active company: data, logo URLs, clauses and what the caller may change; billingData only for owners and admins',
  tag: 'employer-company',
  headers: session,
  response: company,
});

documentApi({
  method: 'post',
  path: '/v1/company/company_data',
  summary:
    'Owners and admins: multipart/form-data with name, size (1-10, 11-25, 26-50, 51-100, 101-500, 501+), website (http(s), no spaces) and optionally `logo` (JPEG/JPG/PNG up to 5,242,880 bytes, told by its bytes; 413/415/422 on the `logo` field). Audited',
  tag: 'employer-company',
  headers: session,
  response: company,
});

documentApi({
  method: 'patch',
  path: '/v2/employer-panel/company/billing-data',
  summary:
    'Owners and admins: the invoice data. Postal code NN-NNN in Poland; tax id a Polish NIP with its checksum, an EU VAT number by its country’s format (answered with the prefix), else 2–30 letters and digits. Audited',
  tag: 'employer-company',
  headers: session,
  body: billingDataSchema,
  response: company,
});

documentApi({
  method: 'patch',
  path: '/v2/employer-panel/company/clauses',
  summary: `Owners and admins: the information clause (at least 100 characters) and the future-recruitment and custom consents (when enabled: at least 30 characters with the ${COMPANY_PLACEHOLDER} placeholder); template leftovers such as "lorem ipsum" are refused. Audited`,
  tag: 'employer-company',
  headers: session,
  body: clausesSchema,
  response: company,
});

documentApi({
  method: 'patch',
  path: '/v2/employer-panel/company/recruiter-access',
  summary:
    'Owners and admins: `recruitersAssignedOnly` true limits recruiters to the offers assigned to them (the offers list, statistics, applications, the offer form and chat invitations; any other offer is a 404); owners and admins always see every offer. Audited (company.recruiter_access_updated); a non-boolean is a 400 with a field message',
  tag: 'employer-company',
  headers: session,
  body: recruiterAccessSchema,
  response: company,
});
