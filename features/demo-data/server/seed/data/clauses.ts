import type { CompanyClauses } from '@/lib/db/schema';

/**
 * The demo companies' recruitment clauses, as the company page keeps them: `{company}` stands for the
 * company's name (the offer form fills it into an offer's information clause; a consent keeps it and the
 * offer page fills it for candidates).
 */
export const DEMO_CLAUSES = {
  informationClause:
    'Administratorem Twoich danych osobowych jest {company}. Dane przetwarzamy w celu przeprowadzenia rekrutacji na stanowisko, na które aplikujesz, przez czas jej trwania.',
  futureConsent:
    'Wyrażam zgodę na przetwarzanie moich danych osobowych przez {company} na potrzeby przyszłych rekrutacji.',
} as const satisfies CompanyClauses;
