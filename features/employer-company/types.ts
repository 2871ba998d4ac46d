/** Answers of this area's calls, shared by the routes and the pages' forms (free of server imports). */
export type CompanyRight = 'owner' | 'admin' | 'recruiter';

export interface EmployerProfile {
  id: string;
  name: string;
  email: string;
  phone: string;
  right: CompanyRight;
  company: { id: number; name: string; slug: string };
  companies: { id: number; name: string; right: CompanyRight }[];
}

export interface CompanyView {
  id: number;
  name: string;
  slug: string;
  size: string;
  website: string;
  /** The logo as candidates see it in full (512 px) and on offer cards (96 px); versioned so a new one shows at once. */
  logoUrl: string;
  logoThumbUrl: string;
  hasUploadedLogo: boolean;
  /** Only for those who may change it (owners and admins): an invoice address may be a person's. */
  billingData?: BillingDataView | null;
  clauses: ClausesView;
  /** Recruiters see only the offers assigned to them (owners and admins always see every offer). */
  recruitersAssignedOnly: boolean;
  canEdit: { companyData: boolean; billingData: boolean; clauses: boolean; recruiterAccess: boolean };
  updatedAt: string;
}

/** The invoice data (the shape of `companies.billing_data`). */
export interface BillingDataView {
  companyName: string;
  taxId: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
}

/** The clauses with every field present (the shape of `companies.clauses`, filled). */
export interface ClausesView {
  informationClause: string;
  futureConsentEnabled: boolean;
  futureConsent: string;
  customConsentEnabled: boolean;
  customConsent: string;
}
