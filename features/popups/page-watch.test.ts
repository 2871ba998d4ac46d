// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { recordVisitStart, VISIT_STARTED_KEY, wasFieldEdited, watchFieldEdits } from './page-watch';

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

const type = (el: HTMLElement) => el.dispatchEvent(new Event('input', { bubbles: true }));

describe('what the invitations learn before their code loads', () => {
  it("counts typing into this page's fields, not ticking a box, and forgets it on the next page", () => {
    document.body.innerHTML = '<input id="text"><input id="box" type="checkbox"><textarea id="area"></textarea>';
    const stop = watchFieldEdits();
    type(document.getElementById('box')!);
    expect(wasFieldEdited()).toBe(false);
    type(document.getElementById('area')!);
    expect(wasFieldEdited()).toBe(true);
    stop();
    // The next page starts clean, and a stopped watch sees nothing.
    const next = watchFieldEdits();
    expect(wasFieldEdited()).toBe(false);
    next();
    type(document.getElementById('text')!);
    expect(wasFieldEdited()).toBe(false);
  });

  it("keeps the visit's first page as its start, and mends a stored value from the future or garbage", () => {
    expect(recordVisitStart(1_000)).toBe(1_000);
    expect(recordVisitStart(5_000)).toBe(1_000);
    expect(window.sessionStorage.getItem(VISIT_STARTED_KEY)).toBe('1000');
    window.sessionStorage.setItem(VISIT_STARTED_KEY, '9999999');
    expect(recordVisitStart(6_000)).toBe(6_000);
    window.sessionStorage.setItem(VISIT_STARTED_KEY, 'x');
    expect(recordVisitStart(7_000)).toBe(7_000);
  });
});
