/** Moved to `lib/offers/options` (the database schema reads it); this path stays for existing imports. */
export * from '@/lib/offers/options';
