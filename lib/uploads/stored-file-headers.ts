/**
 * Headers of every answer that streams a stored upload (CVs, application attachments, photos). The bytes
 * were checked on the way in, but they are still someone else's file: the browser must never sniff them
 * into HTML (`nosniff`), and if it ever renders one it does so in a sandbox with no origin, no scripts and
 * nothing loaded (`default-src 'none'; sandbox`). Private, never stored by shared caches, downloaded
 * unless asked to show inline (a photo in an <img>).
 */
export function storedFileHeaders(
  mimeType: string,
  fileName: string,
  { inline = false }: { inline?: boolean } = {},
): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'content-type': mimeType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  };
}
