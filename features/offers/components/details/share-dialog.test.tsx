// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ShareDialog } from './share-dialog';

const URL_OF_OFFER = 'https://it.example.pl/job-offer/senior-java-developer';
const text = {
  title: 'Udostępnij ofertę',
  close: 'Zamknij',
  facebook: 'Udostępnij na Facebooku',
  linkedIn: 'Udostępnij na LinkedIn',
  copyLink: 'Kopiuj link',
  linkCopied: 'Skopiowano link',
  opensInNewTab: '(otwiera się w nowej karcie)',
};

beforeAll(() => {
  // jsdom lacks the modal part of <dialog>.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('ShareDialog', () => {
  beforeEach(() => window.history.replaceState(null, '', '/job-offer/senior-java-developer'));

  it('opens on #share and offers Facebook and LinkedIn with the offer address', () => {
    render(<ShareDialog url={URL_OF_OFFER} closeHref="/job-offer/senior-java-developer" text={text} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).not.toHaveAttribute('open');
    act(() => {
      window.location.hash = '#share';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: 'Udostępnij ofertę' })).toBeVisible();
    const encoded = encodeURIComponent(URL_OF_OFFER);
    expect(screen.getByRole('link', { name: /Facebooku/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
    );
  });

  it('copies the link and confirms it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    window.history.replaceState(null, '', '/job-offer/senior-java-developer#share');
    render(<ShareDialog url={URL_OF_OFFER} closeHref="/job-offer/senior-java-developer" text={text} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kopiuj link' }));
    expect(writeText).toHaveBeenCalledWith(URL_OF_OFFER);
    expect(await screen.findByRole('button', { name: 'Skopiowano link' })).toBeInTheDocument();
  });

  it('closes with its button and drops #share from the address', () => {
    window.history.replaceState(null, '', '/job-offer/senior-java-developer#share');
    render(<ShareDialog url={URL_OF_OFFER} closeHref="/job-offer/senior-java-developer" text={text} />);
    const dialog = screen.getByRole('dialog', { name: 'Udostępnij ofertę' });
    fireEvent.click(screen.getByRole('link', { name: 'Zamknij' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/job-offer/senior-java-developer');
  });

  it('gives the focus back to the share link that opened it', () => {
    render(
      <>
        <a href="#share">Udostępnij</a>
        <ShareDialog url={URL_OF_OFFER} closeHref="/job-offer/senior-java-developer" text={text} />
      </>,
    );
    const opener = screen.getByRole('link', { name: 'Udostępnij' });
    act(() => {
      // A mouse click does not always focus a link; the dialog remembers the click itself.
      fireEvent.click(opener);
      window.location.hash = '#share';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    screen.getByRole('button', { name: 'Kopiuj link' }).focus();
    fireEvent.click(screen.getByRole('link', { name: 'Zamknij' }));
    expect(opener).toHaveFocus();
  });
});
