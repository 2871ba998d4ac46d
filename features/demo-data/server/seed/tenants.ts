import { FEATURE_FLAGS, type FeatureFlags, type TenantConfig } from '@/lib/tenants/schemas';

const allOn = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FeatureFlags;

/** The IT board: everything on except maintenance and admin-only modes. */
export const IT_TENANT: { slug: string; config: TenantConfig } = {
  slug: 'it',
  config: {
    brand: {
      name: 'Wakat',
      logoMark: 'W',
      tagline: {
        pl: 'Oferty z widełkami, od firm, które odpowiadają.',
        en: 'Offers with salaries, from companies that answer.',
      },
      domain: { pl: 'IT', en: 'IT' },
    },
    theme: {
      light: {
        primary: '#1f5fd6',
        secondary: '#7c3aed',
        background: '#f5f7fb',
        paper: '#ffffff',
        text: '#141a24',
        textSecondary: '#4a5568',
        divider: '#dde3ec',
      },
      dark: {
        primary: '#6ea8ff',
        secondary: '#b794f6',
        background: '#0d1117',
        paper: '#161b22',
        text: '#e6edf3',
        textSecondary: '#9aa7b4',
        divider: '#30363d',
      },
      borderRadius: 10,
      fontFamily: "Inter, 'Segoe UI', Roboto, system-ui, -apple-system, sans-serif",
    },
    locales: ['pl', 'en'],
    defaultLocale: 'pl',
    currencies: ['PLN', 'EUR', 'USD', 'GBP', 'CHF'],
    defaultCurrency: 'PLN',
    flags: {
      ...allOn,
      passiveCandidateMaintenance: false,
      enableAdminImport: false,
      enableRecaptcha: false,
      enableNewSidebarVariant: false,
      // The IT board invites visitors to a candidate profile; the business board shows the remote banner.
      homepageRemoteBanner: false,
    },
    chat: { provider: 'wakat', portalEnabled: true },
    assistant: {
      enabled: true,
      welcomeMessage: {
        pl: 'Cześć! Opisz stanowisko, a przygotuję ogłoszenie.',
        en: 'Hi! Describe the role and I will draft the ad.',
      },
    },
    links: { partnersUrl: null, salaryCalculator: true },
  },
};

/** The business board: its own brand and theme, and fewer features. */
export const BIZ_TENANT: { slug: string; config: TenantConfig } = {
  slug: 'biz',
  config: {
    brand: {
      name: 'Wakat Biznes',
      logoMark: 'WB',
      tagline: {
        pl: 'Praca w sprzedaży, finansach, marketingu i logistyce.',
        en: 'Jobs in sales, finance, marketing and logistics.',
      },
      domain: { pl: 'w biznesie', en: 'business' },
    },
    theme: {
      light: {
        primary: '#0e7a6d',
        secondary: '#c2410c',
        background: '#f6f8f7',
        paper: '#ffffff',
        text: '#14201d',
        textSecondary: '#4b5b57',
        divider: '#d8e2df',
      },
      dark: {
        primary: '#2fd0b8',
        secondary: '#fb923c',
        background: '#0b1413',
        paper: '#122120',
        text: '#e3efec',
        textSecondary: '#9db3ae',
        divider: '#27403c',
      },
      borderRadius: 6,
      fontFamily: "'Segoe UI', Roboto, system-ui, -apple-system, sans-serif",
    },
    locales: ['pl', 'en'],
    defaultLocale: 'pl',
    currencies: ['PLN', 'EUR'],
    defaultCurrency: 'PLN',
    flags: {
      ...allOn,
      passiveCandidateMaintenance: false,
      enableAdminImport: false,
      enableRecaptcha: false,
      enableDarkMode: false,
      matchedForYou: false,
      enableJobAlerts: false,
      blogShowcase: false,
      enableHorizontalThemeToggle: false,
      enableHorizontalPopup: false,
      enableSurveyPopup: false,
      countAllBoardOffers: false,
      enableChat: false,
      enableAssistant: false,
      enableWorkplaceFilter: false,
      enableCurrencyDropdown: false,
    },
    chat: { provider: null, portalEnabled: false },
    assistant: { enabled: false, welcomeMessage: { pl: 'Cześć!', en: 'Hi!' } },
    links: { partnersUrl: null, salaryCalculator: false },
  },
};
