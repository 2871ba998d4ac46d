import type { Seniority } from '@/features/offers/options';

/**
 * How the business board's roles are advertised in Poland: the levels a role is offered at, its monthly
 * gross pay in PLN at the middle level (2026: minimum wage 4,806; figures as the larger Polish salary
 * reports give them for these roles outside Warsaw's top end), and whether a seniority word goes in front
 * of the title. Polish job names carry none ("Kierownik sklepu" is one level of a shop's ladder;
 * "Senior Kierownik sklepu" is not a title anyone posts), and a role that is a level in itself (a
 * manager, a chief accountant, a legal adviser) is offered only at its levels.
 */
export interface BusinessRole {
  levels: readonly Seniority[];
  /** The middle level's monthly gross PLN, from – to. */
  pay: readonly [number, number];
  /** Whether "Junior" / "Senior" may go in front (English titles of specialist roles). */
  levelWord: boolean;
}

const SPECIALIST: readonly Seniority[] = ['junior', 'mid', 'senior'];
const ENTRY: readonly Seniority[] = ['junior', 'mid'];
const MANAGER: readonly Seniority[] = ['mid', 'senior', 'expert'];
const EXPERT: readonly Seniority[] = ['senior', 'expert'];

export const BUSINESS_ROLES: Record<string, BusinessRole> = {
  'Key Account Manager': { levels: SPECIALIST, pay: [9000, 14000], levelWord: true },
  'Handlowiec B2B': { levels: ENTRY, pay: [6000, 9500], levelWord: false },
  'Sales Manager': { levels: MANAGER, pay: [12000, 18000], levelWord: false },
  'Doradca klienta': { levels: ENTRY, pay: [5000, 6500], levelWord: false },
  'Kierownik sklepu': { levels: ['mid', 'senior'], pay: [7000, 9500], levelWord: false },
  'Sales Representative': { levels: SPECIALIST, pay: [6000, 9000], levelWord: true },
  'Performance Marketing Specialist': { levels: SPECIALIST, pay: [7500, 11500], levelWord: true },
  'SEM Specialist': { levels: SPECIALIST, pay: [6500, 10000], levelWord: true },
  'Digital Marketing Manager': { levels: MANAGER, pay: [11000, 16000], levelWord: false },
  'Content Marketing Specialist': { levels: SPECIALIST, pay: [6000, 9000], levelWord: true },
  Copywriter: { levels: SPECIALIST, pay: [5500, 8500], levelWord: true },
  'PR Manager': { levels: MANAGER, pay: [10000, 15000], levelWord: false },
  'Księgowa / Księgowy': { levels: ENTRY, pay: [6000, 8500], levelWord: false },
  'Główna Księgowa': { levels: EXPERT, pay: [11000, 16000], levelWord: false },
  Accountant: { levels: SPECIALIST, pay: [6500, 9500], levelWord: true },
  'Controller finansowy': { levels: ['mid', 'senior'], pay: [10000, 14500], levelWord: false },
  'Financial Analyst': { levels: SPECIALIST, pay: [8000, 12000], levelWord: true },
  'FP&A Specialist': { levels: SPECIALIST, pay: [9000, 13000], levelWord: true },
  'Rekruter IT': { levels: ENTRY, pay: [7000, 11000], levelWord: false },
  'Talent Acquisition Specialist': { levels: SPECIALIST, pay: [7500, 11500], levelWord: true },
  'HR Business Partner': { levels: MANAGER, pay: [11000, 16000], levelWord: false },
  'Specjalista ds. kadr i płac': { levels: ENTRY, pay: [6000, 8500], levelWord: false },
  'Payroll Specialist': { levels: SPECIALIST, pay: [6500, 9500], levelWord: true },
  Spedytor: { levels: ENTRY, pay: [5500, 8500], levelWord: false },
  'Logistics Coordinator': { levels: SPECIALIST, pay: [6500, 9500], levelWord: true },
  Dispatcher: { levels: ENTRY, pay: [5500, 7500], levelWord: false },
  'Kierownik magazynu': { levels: ['mid', 'senior'], pay: [8500, 12500], levelWord: false },
  'Supply Chain Specialist': { levels: SPECIALIST, pay: [7500, 11000], levelWord: true },
  'Konsultant obsługi klienta': { levels: ENTRY, pay: [5000, 6500], levelWord: false },
  'Customer Success Manager': { levels: SPECIALIST, pay: [8000, 12000], levelWord: false },
  'Customer Support Specialist': { levels: SPECIALIST, pay: [5500, 7500], levelWord: true },
  'Office Manager': { levels: ['mid', 'senior'], pay: [6000, 8500], levelWord: false },
  'Asystentka zarządu': { levels: ['mid', 'senior'], pay: [6000, 9000], levelWord: false },
  'Administrative Assistant': { levels: ENTRY, pay: [5000, 6500], levelWord: false },
  'Radca prawny': { levels: EXPERT, pay: [13000, 20000], levelWord: false },
  'Compliance Officer': { levels: SPECIALIST, pay: [10000, 15000], levelWord: true },
  'Legal Counsel': { levels: EXPERT, pay: [14000, 21000], levelWord: false },
};

/** The pay of a level against the middle one (a junior earns about 80% of a regular, a senior 130%…). */
export const LEVEL_PAY: Record<Seniority, number> = { junior: 0.8, mid: 1, senior: 1.3, expert: 1.6, c_level: 2 };

const ORDER: readonly Seniority[] = ['junior', 'mid', 'senior', 'expert', 'c_level'];

/** The level nearest to the one drawn that the role is offered at (the lower one on a tie). */
export function nearestLevel(drawn: Seniority, levels: readonly Seniority[]): Seniority {
  const at = ORDER.indexOf(drawn);
  return [...levels].sort(
    (a, b) => Math.abs(ORDER.indexOf(a) - at) - Math.abs(ORDER.indexOf(b) - at) || ORDER.indexOf(a) - ORDER.indexOf(b),
  )[0]!;
}
