// The Drizzle schema object: every table of the domain, one module per area.
export * from './tenants';
