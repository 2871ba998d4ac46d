/** Moved to `lib/tenants`; this path stays for existing imports. */
export * from '@/lib/tenants/resolve-host';
