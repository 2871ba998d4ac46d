// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '@/tests/intl';
import { useConfirm, type ConfirmRequest } from './confirm-dialog';

// jsdom's <dialog> lacks the modal behaviour: opening, closing with a return value and its close event.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, value?: string) {
    if (!this.hasAttribute('open')) return;
    if (value !== undefined) this.returnValue = value;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(cleanup);

function Asker({ request, onAnswer }: { request: ConfirmRequest; onAnswer: (yes: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  const [answers, setAnswers] = useState<string[]>([]);
  return (
    <div>
      {dialog}
      <button
        type="button"
        onClick={async () => {
          const yes = await confirm(request);
          onAnswer(yes);
          setAnswers((a) => [...a, String(yes)]);
        }}
      >
        Delete the thing
      </button>
      <output>{answers.join(',')}</output>
    </div>
  );
}

const request: ConfirmRequest = {
  title: 'Delete “Java dev”?',
  text: 'This cannot be undone.',
  confirmLabel: 'Delete draft',
  destructive: true,
};

describe('the confirmation dialog', () => {
  it('asks in a modal dialog named by its question; the button that does it says what it does', async () => {
    const onAnswer = vi.fn();
    renderWithIntl(<Asker request={request} onAnswer={onAnswer} />, { locale: 'en' });
    const opener = screen.getByRole('button', { name: 'Delete the thing' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleName('Delete “Java dev”?');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete draft' })));
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(dialog).not.toHaveAttribute('open');
    // The control that asked has the focus back.
    expect(document.activeElement).toBe(opener);
  });

  it('cancel, Escape (the dialog closed without a choice) and a click beside it all answer no', async () => {
    const onAnswer = vi.fn();
    renderWithIntl(<Asker request={request} onAnswer={onAnswer} />, { locale: 'pl' });
    const opener = screen.getByRole('button', { name: 'Delete the thing' });

    fireEvent.click(opener);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anuluj' })));
    fireEvent.click(opener);
    // Escape: the browser closes a modal dialog without a return value.
    await act(async () => (screen.getByTestId('confirm-dialog') as HTMLDialogElement).close());
    fireEvent.click(opener);
    await act(async () => fireEvent.click(screen.getByTestId('confirm-dialog')));
    expect(onAnswer.mock.calls).toEqual([[false], [false], [false]]);
    expect(screen.getByRole('status')).toHaveTextContent('false,false,false');
  });

  it('the safe choice has the focus as it opens', async () => {
    renderWithIntl(<Asker request={request} onAnswer={() => {}} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the thing' }));
    await screen.findByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
