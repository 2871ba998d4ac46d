// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useWindowList } from './window-list';

const COUNT = 100;
const ESTIMATE = 100;
const INITIAL = 19;

function List({ onChange = () => undefined }: { onChange?: (items: readonly { index: number }[]) => void }) {
  const list = useWindowList({
    count: COUNT,
    estimate: ESTIMATE,
    gap: 0,
    overscan: 5,
    scrollMargin: 0,
    getItemKey: (index) => `offer-${index}`,
    initialCount: INITIAL,
    onChange,
  });
  return (
    <ol style={{ position: 'relative', height: list.totalSize }} data-virtual={list.virtualizer ? 'yes' : 'no'}>
      {list.items.map((item) => (
        <li
          key={item.key}
          data-index={item.index}
          ref={list.measureElement}
          style={{ position: 'absolute', transform: `translateY(${item.start}px)` }}
        >
          card {item.index}
        </li>
      ))}
    </ol>
  );
}

const items = (root: ParentNode) => [...root.querySelectorAll('li')];
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
};

// jsdom lays nothing out: every item measures as tall as its estimate.
beforeAll(() => {
  Object.defineProperty(HTMLLIElement.prototype, 'offsetHeight', { configurable: true, get: () => ESTIMATE });
});

// One file, in order: the module remembers that a page has hydrated.
describe('useWindowList', () => {
  let html = '';

  it('renders the first screen from the estimates on the server', () => {
    html = renderToString(<List />);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(items(container).map((li) => li.dataset.index)).toEqual(Array.from({ length: INITIAL }, (_, i) => String(i)));
    expect(items(container)[3]!.getAttribute('style')).toContain('translateY(300px)');
    expect(container.querySelector('ol')!.getAttribute('style')).toContain(`height:${COUNT * ESTIMATE}px`);
  });

  it('hydrates that screen and lets the virtualizer take over the same elements', async () => {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const before = items(container);
    const ranges: number[][] = [];
    const root = await act(async () =>
      hydrateRoot(container, <List onChange={(range) => ranges.push(range.map((item) => item.index))} />),
    );
    await until(() => container.querySelector('ol')!.dataset.virtual === 'yes');
    // jsdom's window is 768 px high: items 0–7 are in view, 8–12 the overscan; 13–18 leave, none is re-created.
    await until(() => items(container).length === 13);
    const after = items(container);
    expect(after.map((li) => li.dataset.index)).toEqual(Array.from({ length: 13 }, (_, i) => String(i)));
    after.forEach((li, i) => expect(li).toBe(before[i]));
    expect(ranges.length).toBeGreaterThan(0);
    act(() => root.unmount());
    container.remove();
  });

  it('gives a list mounted after hydration (a client-side navigation) the virtualizer in its first render', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<List />));
    expect(container.querySelector('ol')!.dataset.virtual).toBe('yes');
    expect(items(container)).toHaveLength(13);
    act(() => root.unmount());
    container.remove();
  });
});
