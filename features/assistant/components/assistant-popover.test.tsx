// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { OptionsProvider, type OfferFormOptions } from '@/features/offer-form/components/form-options';
import { defaultOfferFormValues } from '@/features/offer-form/default-values';
import { type OfferFormValues } from '@/features/offer-form/schema';
import { renderWithIntl } from '@/tests/intl';
import type { JobAdProposal } from '../engine/types';

/** A stand-in for the SignalR connection: the test plays the server's events and records the calls. */
class FakeConnection {
  state = 'Disconnected';
  handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  invocations: unknown[][] = [];
  failSend = false;
  /** How many of the next starts fail (the server is down). */
  failStarts = 0;
  starts = 0;
  closeHandlers: (() => void)[] = [];
  on(name: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  onclose(handler: () => void) {
    this.closeHandlers.push(handler);
  }
  async start() {
    this.starts += 1;
    if (this.failStarts > 0) {
      this.failStarts -= 1;
      throw new Error('server down');
    }
    this.state = 'Connected';
  }
  /** The server went away (a restart): the socket closes. */
  drop() {
    this.state = 'Disconnected';
    act(() => {
      for (const handler of this.closeHandlers) handler();
    });
  }
  async stop() {
    this.state = 'Disconnected';
  }
  async invoke(...args: unknown[]) {
    this.invocations.push(args);
    if (args[0] === 'SendMessage' && this.failSend) throw new Error('connection lost');
    return null;
  }
  emit(name: string, ...args: unknown[]) {
    act(() => {
      for (const handler of this.handlers.get(name) ?? []) handler(...args);
    });
  }
}

let connection: FakeConnection;
vi.mock('./assistant-connection', () => ({ createAssistantConnection: () => connection }));
vi.mock('@microsoft/signalr', () => ({ HubConnectionState: { Disconnected: 'Disconnected', Connected: 'Connected' } }));

const options = {
  seniorities: [{ value: 'senior', label: 'Senior' }],
  workplaceTypes: [{ value: 'hybrid', label: 'Hybrydowo' }],
  workingTimes: [],
  employmentTypes: [{ value: 'b2b', label: 'B2B' }],
  salaryUnits: [{ value: 'month', label: 'miesiąc' }],
  categories: [],
  languageNames: {},
} as unknown as OfferFormOptions;

const proposal: JobAdProposal = {
  jobPositionName: 'Senior Java Developer',
  jobPositionExperience: 'senior',
  workingPlace: 'hybrid',
};

let form: ReturnType<typeof useForm<OfferFormValues>>;
async function renderPopover() {
  const { default: AssistantPopover } = await import('./assistant-popover');
  function Host() {
    form = useForm<OfferFormValues>({ defaultValues: defaultOfferFormValues() });
    return (
      <OptionsProvider value={options}>
        <FormProvider {...form}>
          <AssistantPopover
            open
            onClose={() => undefined}
            welcome="Cześć! Opisz stanowisko."
            productName="it"
            jobAdId="12"
            validation={{ categories: [], limits: null }}
          />
        </FormProvider>
      </OptionsProvider>
    );
  }
  renderWithIntl(<Host />);
  await waitFor(() => expect(screen.getByTestId('assistant-popover').dataset.status).toBe('connected'));
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Element.prototype.scrollTo ??= () => undefined;
});
beforeEach(() => {
  connection = new FakeConnection();
});
afterEach(cleanup);
configure({ asyncUtilTimeout: 5000 });

const input = () => screen.getByTestId('assistant-input') as HTMLTextAreaElement;

describe('the assistant popover', () => {
  it('tells the hub which ad it is about, sends on Enter only what is not blank, and streams the answer', async () => {
    await renderPopover();
    expect(connection.invocations[0]).toEqual(['UpdateContextV2', 'it', '12', expect.stringMatching(/^[\w-]{8,}$/)]);
    expect(screen.getByText('Cześć! Opisz stanowisko.')).toBeTruthy();

    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.change(input(), { target: { value: 'Senior Java' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(connection.invocations.filter((c) => c[0] === 'SendMessage')).toEqual([]);
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(connection.invocations.at(-1)).toEqual(['SendMessage', 'Senior Java']));

    connection.emit('StartMessage', { id: '7', content: '', isUser: false, timestamp: new Date().toISOString() });
    expect(input().disabled).toBe(true);
    connection.emit('ReceiveMessagePart', 'Rozumiem: ');
    connection.emit('ReceiveMessagePart', 'Senior Java Developer.');
    const answer = screen.getAllByTestId('assistant-message').at(-1)!;
    expect(answer.textContent).toContain('Rozumiem: Senior Java Developer.');
    expect(input().disabled).toBe(true);
    connection.emit('EndMessage', { id: '7' });
    expect(input().disabled).toBe(false);
  });

  it('shows the proposal only after the answer ends, as a diff, and applies one field or all into the form', async () => {
    await renderPopover();
    connection.emit('StartMessage', { id: '8', content: '', isUser: false, timestamp: new Date().toISOString() });
    connection.emit('JobAdProposing');
    connection.emit('JobAdProposed', { id: '3', messageId: '8', proposal });
    expect(screen.queryByTestId('assistant-proposal')).toBeNull();
    connection.emit('EndMessage', { id: '8' });
    const changes = screen.getAllByTestId('assistant-change');
    expect(changes.map((c) => c.dataset.part)).toEqual(['jobPositionName', 'jobPositionExperience', 'workingPlace']);
    expect(changes[2]!.textContent).toContain('Hybrydowo');

    fireEvent.click(changes[2]!.querySelector('button')!);
    expect(form.getValues('workingPlace')).toBe('hybrid');
    expect(form.getValues('jobPositionName')).toBe('');
    expect(connection.invocations.filter((c) => c[0] === 'DecideProposal')).toEqual([
      ['DecideProposal', '3', 'applied'],
    ]);
    expect(screen.getByTestId('assistant-snackbar')).toBeTruthy();

    fireEvent.click(screen.getByTestId('assistant-apply-all'));
    expect(form.getValues('jobPositionName')).toBe('Senior Java Developer');
    expect(form.getValues('jobPositionExperience')).toBe('senior');
    expect(screen.getByTestId('assistant-proposal-applied')).toBeTruthy();
    // The decision is recorded once.
    expect(connection.invocations.filter((c) => c[0] === 'DecideProposal')).toHaveLength(1);
  });

  it('records a declined proposal and leaves the form as it was', async () => {
    await renderPopover();
    connection.emit('StartMessage', { id: '9', content: '', isUser: false, timestamp: new Date().toISOString() });
    connection.emit('JobAdProposed', { id: '4', messageId: '9', proposal });
    connection.emit('EndMessage', { id: '9' });
    fireEvent.click(screen.getByTestId('assistant-decline'));
    expect(connection.invocations.at(-1)).toEqual(['DecideProposal', '4', 'declined']);
    expect(screen.getByTestId('assistant-proposal-declined')).toBeTruthy();
    expect(form.getValues('jobPositionName')).toBe('');
  });

  it('offers the rating a second after the answer, once, through the dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderPopover();
      connection.emit('StartMessage', { id: '10', content: '', isUser: false, timestamp: new Date().toISOString() });
      connection.emit('EndMessage', { id: '10' });
      expect(screen.queryByRole('button', { name: 'Pomocna odpowiedź' })).toBeNull();
      act(() => vi.advanceTimersByTime(1000));
      fireEvent.click(screen.getByRole('button', { name: 'Niepomocna odpowiedź' }));
      fireEvent.change(screen.getByLabelText('Co było dobre, a co nie? (opcjonalnie)'), {
        target: { value: 'Za krótko' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Wyślij ocenę' }));
      expect(connection.invocations.at(-1)).toEqual(['ScoreMessage', '10', -1, 'Za krótko']);
      expect(screen.queryByRole('button', { name: 'Niepomocna odpowiedź' })).toBeNull();
      expect(screen.getByText(/Dziękujemy za ocenę/)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the request limit without a retry, and a refused send as such, keeping the words', async () => {
    await renderPopover();
    connection.emit('RateLimit');
    expect(screen.getByTestId('assistant-rate-limit').textContent).toContain('limit');
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).toBeNull();
    expect(input().disabled).toBe(true);
    cleanup();

    connection = new FakeConnection();
    connection.failSend = true;
    await renderPopover();
    fireEvent.change(input(), { target: { value: 'Java' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    // Still connected: the message was refused, not the connection lost; the words go back into the field.
    await waitFor(() => expect(screen.getByTestId('assistant-send-error')).toBeTruthy());
    expect(screen.getByTestId('assistant-popover').dataset.status).toBe('connected');
    expect(screen.queryByTestId('assistant-connection-error')).toBeNull();
    expect(input().value).toBe('Java');
  });

  it('reconnects by itself after a server restart, saying so, and keeps the conversation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderPopover();
      const key = connection.invocations[0]![3];
      connection.failStarts = 2;
      connection.drop();
      const popover = screen.getByTestId('assistant-popover');
      expect(popover.dataset.status).toBe('reconnecting');
      expect(screen.getByRole('status').textContent).toContain('Ponowne łączenie');
      expect(screen.queryByTestId('assistant-connection-error')).toBeNull();
      expect(input().disabled).toBe(true);
      // Two attempts fail while the server starts; the third, after longer pauses, gets through.
      await act(async () => vi.advanceTimersByTimeAsync(10_000));
      await waitFor(() => expect(popover.dataset.status).toBe('connected'));
      expect(connection.starts).toBe(4);
      expect(screen.getByRole('status').textContent).toContain('Połączono');
      expect(screen.queryByTestId('assistant-connection-error')).toBeNull();
      // The same conversation is announced again.
      expect(connection.invocations.filter((c) => c[0] === 'UpdateContextV2').map((c) => c[3])).toEqual([key, key]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after its pauses run out, says it is disconnected with a retry, and the retry connects', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderPopover();
      connection.failStarts = 1000;
      connection.drop();
      // Each pause's timer is set after the attempt before it failed: step through them.
      for (let i = 0; i < 15; i++) await act(async () => vi.advanceTimersByTimeAsync(40_000));
      const popover = screen.getByTestId('assistant-popover');
      await waitFor(() => expect(popover.dataset.status).toBe('disconnected'));
      expect(screen.getByRole('status').textContent).toContain('Rozłączono');
      expect(screen.getByTestId('assistant-connection-error')).toBeTruthy();
      connection.failStarts = 0;
      fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
      await waitFor(() => expect(popover.dataset.status).toBe('connected'));
      expect(screen.queryByTestId('assistant-connection-error')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
