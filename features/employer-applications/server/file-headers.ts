import { storedFileHeaders } from '@/lib/uploads/stored-file-headers';

/**
 * Headers for showing an application's file inside the detail page. Images keep the stored-file sandbox (an
 * <img> needs nothing more). A PDF is framed by our own page, so it may be framed by 'self' only
 * (`frame-ancestors 'self'`, X-Frame-Options SAMEORIGIN replacing the site-wide DENY), and it drops the CSP
 * `sandbox`, in which browsers refuse to start their PDF viewer; `default-src 'none'` still forbids the
 * document any script, fetch or subresource of its own, and `nosniff` keeps it a PDF.
 */
export function inlineFileHeaders(mimeType: string, fileName: string, kind: 'pdf' | 'image'): Record<string, string> {
  const headers = storedFileHeaders(mimeType, fileName, { inline: true });
  if (kind === 'image') return headers;
  return {
    ...headers,
    'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
    'x-frame-options': 'SAMEORIGIN',
  };
}
