const BASE = 'http://next.invalid';
const MAX_LENGTH = 2048;

/**
 * A `next` target that is safe to follow: a path on this site, or the fallback. Refused are anything
 * but a single leading slash (`//host`, `/\host`), backslashes anywhere (browsers read them as
 * slashes), control characters (browsers drop tabs and newlines, so `/\t/evil.example` would become
 * `//evil.example`), and whatever still resolves to another origin. The answer is the normalised
 * path, query and fragment. Used by the login page, the login form and every other redirect that
 * follows a `next` taken from a request.
 */
export function safeNextPath(raw: string | string[] | null | undefined, fallback: string): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? fallback : path;
}
