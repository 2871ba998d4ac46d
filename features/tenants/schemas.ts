/** Moved to `lib/tenants` (the database schema and the theme read it); this path stays for existing imports. */
export * from '@/lib/tenants/schemas';
