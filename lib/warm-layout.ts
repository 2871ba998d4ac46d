/**
 * Lays out an unseen copy of a hidden element once, then removes it, so that showing the element later finds
 * what its first layout would otherwise build (its fonts, shaped text and computed styles) ready: a hidden
 * screen's first showing costs about twice its later ones. The copy takes `className` (which must place it
 * out of the flow, at the width the element will have, unseen) and is inert for the moment it exists.
 */
export function warmLayout(hidden: HTMLElement, className: string): void {
  const copy = hidden.cloneNode(true) as HTMLElement;
  copy.removeAttribute('style');
  copy.removeAttribute('id');
  copy.className = className;
  copy.inert = true;
  copy.setAttribute('aria-hidden', 'true');
  hidden.after(copy);
  copy.getBoundingClientRect();
  copy.firstElementChild?.getBoundingClientRect();
  copy.remove();
}
