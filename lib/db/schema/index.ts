// The Drizzle schema object: every table of the domain, one module per area.
export * from './tenants';
export * from './dictionaries';
export * from './companies';
export * from './users';
export * from './offers';
export * from './offer-drafts';
export * from './offer-listings';
export * from './commerce';
export * from './applications';
export * from './alerts';
export * from './conversations';
export * from './system';
export * from './offer-life';
export * from './integrations';
