/** Moved to `lib/tenants` (shared by every area); this path stays for existing imports. */
export * from '@/lib/tenants/tenant-service';
