// @vitest-environment jsdom
import { warmLayout } from './warm-layout';

describe('warmLayout', () => {
  it('lays out a copy next to the hidden element and leaves the page as it was', () => {
    document.body.innerHTML =
      '<div id="body"><section id="shown">Shown</section><div id="ahead" style="display: none !important"><p>Ahead</p></div></div>';
    const hidden = document.getElementById('ahead')!;
    const before = document.body.innerHTML;
    const observer = new MutationObserver(() => {});
    observer.observe(document.body, { childList: true, subtree: true });
    warmLayout(hidden, 'warm');
    const copy = observer.takeRecords().flatMap((r) => [...r.addedNodes])[0] as HTMLElement;
    observer.disconnect();
    // The copy (added, then removed): out of the flow by its class, without the hidden element's style or id, inert, with the content.
    expect(copy.className).toBe('warm');
    expect(copy.getAttribute('style')).toBeNull();
    expect(copy.id).toBe('');
    expect(copy.inert).toBe(true);
    expect(copy.textContent).toBe('Ahead');
    // Gone again, and the hidden element untouched.
    expect(copy.isConnected).toBe(false);
    expect(document.body.innerHTML).toBe(before);
  });
});
