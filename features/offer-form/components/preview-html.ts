/**
 * A browser-side allow-list for the description preview: the server sanitises what it stores
 * (lib/html/sanitize.ts), but a draft's body is shown here before that, so only the tags and
 * attributes the editor produces survive.
 */
const TAGS = new Set([
  'P',
  'BR',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'EM',
  'B',
  'I',
  'S',
  'BLOCKQUOTE',
  'HR',
  'IMG',
]);

export function previewHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  const clean = (el: Element) => {
    for (const child of [...el.children]) {
      if (!TAGS.has(child.tagName)) {
        child.replaceWith(
          ...(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT'].includes(child.tagName) ? [] : [...child.childNodes]),
        );
        continue;
      }
      for (const attr of [...child.attributes]) {
        const keep =
          child.tagName === 'IMG' &&
          (attr.name === 'alt' || (attr.name === 'src' && /^data:image\/jpeg;base64,/i.test(attr.value)));
        if (!keep) child.removeAttribute(attr.name);
      }
      if (child.tagName === 'IMG' && !child.hasAttribute('src')) {
        child.remove();
        continue;
      }
      clean(child);
    }
  };
  // Unwrapped children are re-checked: repeat until nothing changes.
  let before = '';
  while (before !== root.innerHTML) {
    before = root.innerHTML;
    clean(root);
  }
  return root.innerHTML;
}
