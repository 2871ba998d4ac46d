/** Server field names that are not inputs of their own: gallery photos are answered as `gallery0`…`gallery7`. */
const GALLERY_FILE = /^gallery\d+$/;

/** Moves to a field the server refused, once the edit tab shows it (the body is the rich-text box). */
export function focusField(name: string) {
  requestAnimationFrame(() => {
    const target =
      name === 'body'
        ? document.querySelector<HTMLElement>('[data-testid="story-body-editor"]')
        : document.getElementById(`story-${GALLERY_FILE.test(name) ? 'gallery' : name}`);
    target?.focus();
  });
}
