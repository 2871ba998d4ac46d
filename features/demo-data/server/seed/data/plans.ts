import type { OfferLimits } from '@/lib/db/schema/offers';

/**
 * The demo plans, modelled on what Polish IT boards sell: a short basic listing, the "pro" plan the
 * offer form starts with (spec: plan default pro), and a premium plan with more reach. Net prices
 * are for the IT board; the other board multiplies them by its price factor. VAT 23%.
 */
export interface DemoPlan {
  key: string;
  names: { pl: string; en: string };
  net: number;
  /** Net price before the promotion (shown struck through until the deadline). */
  oldNet?: number;
  /** Days after the seed's reference date when the promotion ends. */
  promotionDays?: number;
  recommended?: boolean;
  graphics?: boolean;
  tags: string[];
  features: { pl: string[]; en: string[] };
  limits: OfferLimits;
}

export const DEMO_TAX_RATE = 23;

export const DEMO_PLANS: readonly DemoPlan[] = [
  {
    key: 'basic',
    names: { pl: 'Basic', en: 'Basic' },
    net: 449,
    tags: [],
    features: {
      pl: ['Publikacja na 30 dni', '1 lokalizacja', 'Ogłoszenie na liście i na mapie', 'Aplikacje w panelu i e-mailem'],
      en: [
        'Published for 30 days',
        '1 location',
        'Listed and shown on the map',
        'Applications in the panel and by e-mail',
      ],
    },
    limits: {
      maxLocationsCount: 1,
      bumpsUpCount: 0,
      bumpsUpEveryDays: 0,
      durationInDays: 30,
      seniority: [],
      categories: 1,
    },
  },
  {
    key: 'pro',
    names: { pl: 'Pro', en: 'Pro' },
    net: 799,
    oldNet: 999,
    promotionDays: 14,
    recommended: true,
    tags: ['bestseller'],
    features: {
      pl: [
        'Publikacja na 30 dni',
        'Do 5 lokalizacji',
        '3 podbicia na górę listy (co 7 dni)',
        'Ogłoszenie na liście i na mapie',
        'Aplikacje w panelu i e-mailem',
        'Statystyki wyświetleń',
      ],
      en: [
        'Published for 30 days',
        'Up to 5 locations',
        '3 bump-ups to the top of the list (every 7 days)',
        'Listed and shown on the map',
        'Applications in the panel and by e-mail',
        'View statistics',
      ],
    },
    limits: {
      maxLocationsCount: 5,
      bumpsUpCount: 3,
      bumpsUpEveryDays: 7,
      durationInDays: 30,
      seniority: [],
      categories: 2,
    },
  },
  {
    key: 'premium',
    names: { pl: 'Premium', en: 'Premium' },
    net: 1299,
    graphics: true,
    tags: ['brand'],
    features: {
      pl: [
        'Publikacja na 45 dni',
        'Do 10 lokalizacji',
        '6 podbić na górę listy (co 5 dni)',
        'Grafika firmy w ogłoszeniu',
        'Ogłoszenie na liście i na mapie',
        'Aplikacje w panelu i e-mailem',
        'Statystyki wyświetleń',
      ],
      en: [
        'Published for 45 days',
        'Up to 10 locations',
        '6 bump-ups to the top of the list (every 5 days)',
        'Company graphics in the offer',
        'Listed and shown on the map',
        'Applications in the panel and by e-mail',
        'View statistics',
      ],
    },
    limits: {
      maxLocationsCount: 10,
      bumpsUpCount: 6,
      bumpsUpEveryDays: 5,
      durationInDays: 45,
      seniority: [],
      categories: 3,
    },
  },
];

/** Demo promo codes, so journeys can publish without paying. */
export const DEMO_CODES = [
  { code: 'WAKAT-DEMO', kind: 'publish', planKey: null, maxUses: 100_000 },
  { code: 'WAKAT-ONCE', kind: 'publish', planKey: 'pro', maxUses: 1 },
  { code: 'WAKAT-EXTEND', kind: 'extend', planKey: null, maxUses: 100_000 },
] as const;

/** Gross from net at a tax rate, in grosze-exact PLN. */
export const grossOf = (net: number, taxRate: number) => Math.round(net * (100 + taxRate)) / 100;
