import type { CompanyRight } from '@/lib/auth/caller';
import { paths } from '@/lib/paths';

/** One entry of the panel's navigation: its label key (`employerPanel.nav.<key>`), page and the least right that sees it. */
export interface PanelNavItem {
  key: string;
  href: string;
  right: CompanyRight;
  /** Where the entry sits: the everyday work, the company's settings, the user's own. */
  group: 'work' | 'company' | 'me';
}

/** Every area of the employer panel (lib/paths.ts), in the order the side navigation shows them. */
export const PANEL_NAV: readonly PanelNavItem[] = [
  { key: 'home', href: paths.employerPanel(), right: 'recruiter', group: 'work' },
  { key: 'offers', href: paths.employerOffers(), right: 'recruiter', group: 'work' },
  { key: 'applications', href: paths.employerApplications(), right: 'recruiter', group: 'work' },
  { key: 'chat', href: paths.employerChat(), right: 'recruiter', group: 'work' },
  { key: 'brandStories', href: paths.employerBrandStories(), right: 'admin', group: 'work' },
  { key: 'company', href: paths.employerCompany(), right: 'admin', group: 'company' },
  { key: 'users', href: paths.employerUsers(), right: 'admin', group: 'company' },
  { key: 'clauses', href: paths.employerClauses(), right: 'admin', group: 'company' },
  { key: 'integrations', href: paths.employerIntegrations(), right: 'admin', group: 'company' },
  { key: 'billing', href: paths.employerBilling(), right: 'owner', group: 'company' },
  { key: 'billingData', href: paths.employerBillingData(), right: 'owner', group: 'company' },
  { key: 'auditLog', href: paths.employerAuditLog(), right: 'owner', group: 'company' },
  { key: 'profile', href: paths.employerProfile(), right: 'recruiter', group: 'me' },
];

const STRENGTH: Record<CompanyRight, number> = { owner: 0, admin: 1, recruiter: 2 };
/** Same order as lib/auth/caller's rightCovers, here without server-only imports (the nav is rendered on the client too). */
const covers = (held: CompanyRight, required: CompanyRight) => STRENGTH[held] <= STRENGTH[required];

/** The entries a member with this right sees. */
export const navFor = (right: CompanyRight): PanelNavItem[] => PANEL_NAV.filter((i) => covers(right, i.right));
