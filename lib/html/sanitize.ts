import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { LruCache } from '@/lib/cache/lru';

/**
 * The one allow-list for rich text that employers write and every visitor reads (offer bodies, brand
 * stories). It fits what the offer editor produces (tiptap StarterKit plus one embedded image) and
 * nothing more: no style, no event handlers, no frames, forms or SVG, and only http(s)/mailto links.
 * Everything else is dropped; the text of dropped formatting tags is kept, the content of script-like
 * containers is not. The output is rebuilt from the parsed tree, so it is well-formed and idempotent.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  's',
  'u',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
  'img',
];

/** Links leave the board: never pass on who sent the visitor, never hand them `window.opener`, no SEO credit. */
export const LINK_REL = 'noopener noreferrer nofollow';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** The offer form embeds at most one JPEG as a data URI; a hosted image must come over https. */
const JPEG_DATA_URI = /^data:image\/jpeg;base64,[a-z0-9+/]+={0,2}$/i;

/** Contents that make no sense as text once their tag is dropped (scripts, styles, embedded documents). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'frameset',
  'template',
  'title',
  'xmp',
  'svg',
  'math',
  'head',
];

function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    // Only absolute URLs: a relative or protocol-relative one would borrow the board's origin.
    const url = new URL(href.trim());
    return LINK_PROTOCOLS.has(url.protocol) ? href.trim() : undefined;
  } catch {
    return undefined;
  }
}

function safeImageSrc(src: string | undefined): string | undefined {
  if (!src) return undefined;
  const value = src.trim();
  if (JPEG_DATA_URI.test(value)) return value;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      return { tagName, attribs: href ? { href, rel: LINK_REL } : { rel: LINK_REL } };
    },
    img: (tagName, attribs) => {
      const src = safeImageSrc(attribs.src);
      const kept: sanitizeHtml.Attributes = src ? { src } : {};
      if (attribs.alt) kept.alt = attribs.alt;
      if (attribs.title) kept.title = attribs.title;
      return { tagName, attribs: kept };
    },
  },
  // An image without an acceptable source is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Rich text reduced to the allow-list above; call it before storing and before serving. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Bodies are sanitised when written, but rows written before the sanitiser existed (or by hand) are not,
 * so readers sanitise again. Keyed by a digest of the stored HTML, so a changed body is never served
 * from an old entry and a hit costs one hash, not a parse (an offer body with an embedded JPEG can be
 * hundreds of kilobytes).
 */
const served = new LruCache<string>(2_000, 60 * 60 * 1000);

/** Stored rich text as it may be sent to a browser (cached per distinct stored value). */
export function sanitizeStoredRichText(html: string): string {
  const key = createHash('sha256').update(html).digest('base64url');
  const hit = served.get(key);
  if (hit !== undefined) return hit;
  const clean = sanitizeRichText(html);
  served.set(key, clean);
  return clean;
}
