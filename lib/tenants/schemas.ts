import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';

/** Every feature flag named in the candidate and employer specs, with what it gates. */
export const FEATURE_FLAGS = [
  'enableJobAlerts', // job alerts: saved-search switcher, alert dialogs, header popup
  'enableCurrencyChange', // currency toggle on salaries
  'enableCurrencyDropdown', // currency dropdown in filters and details
  'enableFavoriteOfferButton', // favourites button on cards and details
  'enableApplicationHistory', // application history and the confirm-application dialog
  'enableMapButton', // the map button on the list
  'enableToggleableMap', // map column that can be shown or hidden
  'enableSort', // sort control on the list
  'enableSurveyPopup', // survey popup
  'enableHorizontalPopup', // horizontal-theme promo popup
  'enableHorizontalThemeToggle', // header toggle between the classic and horizontal theme
  'enableNewOffersList', // new offers list layout
  'enableDisplayedPayUnit', // pay unit shown next to salaries
  'enableWorkplaceFilter', // workplace-mode filter instead of the remote switch
  'enableExpiredOffers', // expired offers keep a details page with the archive alert
  'enableOfferLanguages', // language requirements on offers
  'enableCategoryBanner', // category banner on offer details
  'enableRemoteBanner', // remote banner on offer details
  'homepageRemoteBanner', // remote banner instead of the profile banner on the homepage
  'matchedForYou', // Matched for you tab and list
  'frontPageFavoriteOffers', // favourites tab in the homepage carousel
  'enableDarkMode', // dark colour scheme and its toggle
  'enableInternationalization', // language switch (English under /en)
  'enableWhistleblowerReport', // whistleblower report section on the terms page
  'countAllBoardOffers', // hero count across all boards when no filter is set
  'blogShowcase', // blog showcase on the homepage
  'enableNewSidebarVariant', // new sidebar variant on offer details
  'enableTrackRedirectThrottling', // track-redirects sent with Version 2
  'enableMarketingConsent', // marketing consent checkbox for anonymous applicants
  'enableCandidatePortalLogin', // candidate accounts and login
  'enableChat', // candidate–employer chat widget
  'passiveCandidateMaintenance', // chat maintenance mode
  'enableAssistant', // employer AI assistant (beta)
  'enableAdminImport', // admin import mode of the offer form
  'enableRecaptcha', // anti-bot token on initiate, apply and redirect tracking
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const CURRENCIES = ['PLN', 'EUR', 'USD', 'GBP', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const localized = z.object({ pl: z.string(), en: z.string() });

export const paletteSchema = z.object({
  primary: hexColor,
  secondary: hexColor,
  background: hexColor,
  paper: hexColor,
  text: hexColor,
  textSecondary: hexColor,
  divider: hexColor,
});

export const tenantConfigSchema = z.object({
  brand: z.object({
    name: z.string(),
    /** Short text shown in the logo mark. */
    logoMark: z.string().max(3),
    tagline: localized,
    /** The kind of roles the board lists, for titles and SEO. */
    domain: localized,
  }),
  theme: z.object({
    light: paletteSchema,
    dark: paletteSchema,
    borderRadius: z.number().int().min(0).max(24),
    fontFamily: z.string(),
  }),
  locales: z.array(z.enum(LOCALES)).min(1),
  defaultLocale: z.enum(LOCALES),
  currencies: z.array(z.enum(CURRENCIES)).min(1),
  defaultCurrency: z.enum(CURRENCIES),
  flags: featureFlagsSchema,
  chat: z.object({ provider: z.string().nullable(), portalEnabled: z.boolean() }),
  assistant: z.object({ enabled: z.boolean(), welcomeMessage: localized }),
  links: z.object({ partnersUrl: z.string().nullable(), salaryCalculator: z.boolean() }),
});
export type TenantConfig = z.infer<typeof tenantConfigSchema>;

/** The public answer of GET /api/v2/app-config. */
export const appConfigSchema = tenantConfigSchema.extend({
  tenant: z.string(),
  loginEnabled: z.boolean(),
  darkModeEnabled: z.boolean(),
  internationalizationEnabled: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
