// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { LiveForm } from './live-form';

const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

// The navigation renders the page again, and the focus may fall to the body meanwhile.
beforeEach(() => {
  replace.mockReset();
  replace.mockImplementation(() => (document.activeElement as HTMLElement | null)?.blur());
});
afterEach(cleanup);

function renderForm(resultTop: number) {
  window.matchMedia = (() => ({ matches: true })) as unknown as typeof window.matchMedia;
  render(
    <>
      <LiveForm action="/kalkulator" label="Dane" resultId="result">
        <input name="amount" defaultValue="10000" aria-label="Kwota" />
        <button type="submit">Oblicz</button>
      </LiveForm>
      <section id="result" tabIndex={-1} aria-label="Wynik" />
    </>,
  );
  const result = screen.getByRole('region', { name: 'Wynik' });
  result.getBoundingClientRect = () => ({ top: resultTop }) as DOMRect;
  result.scrollIntoView = vi.fn();
  return result;
}

const submit = async () => {
  const button = screen.getByRole('button', { name: 'Oblicz' });
  button.focus();
  await act(async () => {
    button.click();
  });
  return button;
};

describe('the calculator form on "Oblicz"', () => {
  it('brings a result below the screen into view and gives it the focus (a phone)', async () => {
    const result = renderForm(1200);
    await submit();
    expect(replace).toHaveBeenCalledWith('/kalkulator?amount=10000', { scroll: false });
    expect(result.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
    expect(result).toHaveFocus();
  });

  it('leaves a result already on screen where it is, the focus on the button (a wide screen)', async () => {
    const result = renderForm(200);
    const button = await submit();
    expect(result.scrollIntoView).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });
});
