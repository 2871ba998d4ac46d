/**
 * Host header → tenant slug. The port is ignored and matching is case-insensitive; an
 * unknown or missing host gets the default tenant.
 */
export function tenantSlugForHost(
  host: string | null | undefined,
  hostMap: Map<string, string>,
  fallback: string,
): string {
  if (!host) return fallback;
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  return hostMap.get(name) ?? fallback;
}
