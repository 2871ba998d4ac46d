// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useForm, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { renderWithIntl } from '@/tests/intl';
import { OfferStepper } from './offer-stepper';
import type { SaveResult } from './stepper-types';

beforeAll(() => {
  // jsdom's <dialog> may lack the modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);
// The machine running the suite may be busy: give focus and validation a few seconds, not one.
configure({ asyncUtilTimeout: 5000 });

const schema = z.object({
  company: z.string().min(2, 'Company too short'),
  skill: z.string().min(1, 'Add a skill'),
  note: z.string(),
});
type Values = z.infer<typeof schema>;

function Field({ name, label }: { name: keyof Values; label: string }) {
  const { register, formState } = useFormContext<Values>();
  const error = formState.errors[name]?.message;
  return (
    <div>
      <label>
        {label}
        <input {...register(name)} aria-invalid={error ? true : undefined} />
      </label>
      {error ? <span role="note">{error}</span> : null}
    </div>
  );
}

function Harness({
  onSave = async () => ({ ok: true }),
  navigate = () => {},
  onDiscard,
  initialStep,
  autosaveMs = 60_000,
  openSteps,
  saveChecksAll,
}: {
  onSave?: (v: Values, step: string, how: { auto: boolean }) => Promise<SaveResult>;
  navigate?: (href: string) => void;
  onDiscard?: () => Promise<unknown>;
  initialStep?: string;
  autosaveMs?: number;
  openSteps?: string[];
  saveChecksAll?: boolean;
}) {
  const methods = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { company: '', skill: '', note: '' },
  });
  return (
    <OfferStepper
      methods={methods}
      title="Add new job ad"
      initialStep={initialStep}
      exitHref="/employer/offers"
      onSaveDraft={onSave}
      navigate={navigate}
      onDiscard={onDiscard}
      autosaveMs={autosaveMs}
      openSteps={openSteps}
      saveChecksAll={saveChecksAll}
      steps={[
        {
          key: 'company',
          title: 'Company',
          fields: ['company'],
          render: () => <Field name="company" label="Company name" />,
        },
        {
          key: 'skills',
          title: 'Skills',
          fields: ['skill'],
          render: () => (
            <>
              <Field name="note" label="Note" />
              <Field name="skill" label="Skill" />
            </>
          ),
        },
      ]}
      tail={[{ key: 'summary', title: 'Summary', render: () => <p>Review here</p>, next: { label: 'Publish' } }]}
    />
  );
}

const next = () => fireEvent.click(screen.getByTestId('next'));
const stepList = () => within(screen.getByRole('navigation', { name: 'Steps of the form' }));

describe('OfferStepper', () => {
  it('moves forward only when the step is valid, and back with previous', async () => {
    renderWithIntl(<Harness />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Company');
    expect(screen.getByTestId('step-progress')).toHaveTextContent('Step 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    next();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeInTheDocument();
    expect(screen.getByTestId('step-progress')).toHaveTextContent('Step 2 of 2');
    expect(screen.getByTestId('next')).toHaveTextContent('Summary');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme');
  });

  it('renders the next step hidden ahead of time, and keeps a shown step in the page for going back', async () => {
    renderWithIntl(<Harness />, { locale: 'en' });
    // The next step is rendered hidden once the browser is idle.
    await waitFor(() => expect(document.querySelector('[data-step-panel="skills"]')).not.toBeNull());
    expect(screen.getByLabelText('Skill')).not.toBeVisible();
    const company = screen.getByLabelText('Company name');
    fireEvent.change(company, { target: { value: 'Acme' } });
    next();
    await screen.findByRole('heading', { level: 1, name: 'Skills' });
    expect(screen.getByLabelText('Skill')).toBeVisible();
    // The company step is hidden, not gone: going back shows the same field with its value.
    expect(company.isConnected).toBe(true);
    expect(company).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { level: 1, name: 'Company' });
    expect(screen.getByLabelText('Company name')).toBe(company);
    expect(company).toBeVisible();
    expect(company).toHaveValue('Acme');
  });

  it('after a failed next, focuses the first invalid field (the skills) and re-validates it on change', async () => {
    renderWithIntl(<Harness />, { locale: 'en' });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    next();
    await screen.findByRole('heading', { level: 1, name: 'Skills' });
    next();
    expect(await screen.findByText('Add a skill')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the marked fields to continue.');
    await waitFor(() => expect(screen.getByLabelText('Skill')).toHaveFocus());
    // Still on the skills step, the valid note field untouched by the error.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Skills');
    fireEvent.change(screen.getByLabelText('Skill'), { target: { value: 'TypeScript' } });
    await waitFor(() => expect(screen.queryByText('Add a skill')).toBeNull());
  });

  it('leaving the last step checks the whole form and sends the employer to the first step with an error', async () => {
    renderWithIntl(<Harness initialStep="skills" />, { locale: 'en' });
    fireEvent.change(screen.getByLabelText('Skill'), { target: { value: 'Go' } });
    next();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    expect(await screen.findByText('Company too short')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveFocus());
  });

  it('validates a field when it loses the focus, before any submit', async () => {
    renderWithIntl(<Harness />, { locale: 'en' });
    const input = screen.getByLabelText('Company name');
    fireEvent.change(input, { target: { value: 'A' } });
    expect(screen.queryByText('Company too short')).toBeNull();
    fireEvent.blur(input);
    expect(await screen.findByText('Company too short')).toBeInTheDocument();
  });

  it('the step list opens the steps shown before; a jump forward checks the step being left', async () => {
    renderWithIntl(<Harness />, { locale: 'en' });
    // Nothing shown yet and nothing valid: no step is a button.
    expect(stepList().queryAllByRole('button')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    next();
    await screen.findByRole('heading', { level: 1, name: 'Skills' });
    // The company step was shown; the summary waits for every step.
    expect(
      stepList()
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/^\d+/, '')),
    ).toEqual(['Company']);
    fireEvent.click(stepList().getByRole('button', { name: 'Company' }));
    await screen.findByRole('heading', { level: 1, name: 'Company' });
    // Back on the company step with a wrong name: jumping to the skills checks it first, and stays.
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'A' } });
    fireEvent.click(stepList().getByRole('button', { name: 'Skills' }));
    expect(await screen.findByText('Company too short')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Company');
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.click(stepList().getByRole('button', { name: 'Skills' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeInTheDocument();
  });

  it('opens the steps valid from the start (an edit): the summary is one click away and checks the whole form', async () => {
    renderWithIntl(<Harness openSteps={['company', 'skills']} />, { locale: 'en' });
    expect(
      stepList()
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/^\d+/, '')),
    ).toEqual(['Skills', 'Summary']);
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.click(stepList().getByRole('button', { name: 'Summary' }));
    // The skill is missing: the summary is not shown, the skills step is, its field focused.
    expect(await screen.findByRole('heading', { level: 1, name: 'Skills' })).toBeInTheDocument();
    expect(await screen.findByText('Add a skill')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Skill')).toHaveFocus());
    fireEvent.change(screen.getByLabelText('Skill'), { target: { value: 'Go' } });
    fireEvent.click(stepList().getByRole('button', { name: 'Summary' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByText('Review here')).toBeVisible();
  });

  it('a save that checks everything (an edit) refuses a wrong field on another step and shows it', async () => {
    const onSave = vi.fn(async (): Promise<SaveResult> => ({ ok: true }));
    const navigate = vi.fn();
    renderWithIntl(
      <Harness initialStep="skills" saveChecksAll onSave={onSave} navigate={navigate} openSteps={['skills']} />,
      { locale: 'en' },
    );
    fireEvent.change(screen.getByLabelText('Skill'), { target: { value: 'Go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    expect(await screen.findByText('Company too short')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never submits on Enter in a field', () => {
    renderWithIntl(<Harness />, { locale: 'en' });
    const input = screen.getByLabelText('Company name');
    // fireEvent answers false when the event's default was prevented.
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(true);
    const form = screen.getByTestId('offer-form');
    expect(fireEvent.submit(form)).toBe(false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Company');
  });

  it('dismissing opens the save-draft dialog: exit without saving leaves and saves nothing', async () => {
    const onSave = vi.fn(async (): Promise<SaveResult> => ({ ok: true }));
    const navigate = vi.fn();
    renderWithIntl(<Harness onSave={onSave} navigate={navigate} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByTestId('save-draft-dialog');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Save the draft?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Exit without saving' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/employer/offers'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('exit without saving discards the autosave before leaving, and no autosave follows it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onSave = vi.fn(async (): Promise<SaveResult> => ({ ok: true }));
      const order: string[] = [];
      let finishDiscard!: () => void;
      const onDiscard = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            order.push('discard');
            finishDiscard = resolve;
          }),
      );
      const navigate = vi.fn(() => order.push('navigate'));
      renderWithIntl(<Harness onSave={onSave} navigate={navigate} onDiscard={onDiscard} autosaveMs={1000} />, {
        locale: 'en',
      });
      fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      fireEvent.click(screen.getByRole('button', { name: 'Exit without saving' }));
      expect(onDiscard).toHaveBeenCalledTimes(1);
      // The form is left only once the discard answered.
      await act(async () => vi.advanceTimersByTime(50));
      expect(navigate).not.toHaveBeenCalled();
      await act(async () => finishDiscard());
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/employer/offers'));
      expect(order).toEqual(['discard', 'navigate']);
      // The change typed before leaving is never autosaved, nor saved as the page is hidden.
      await act(async () => vi.advanceTimersByTime(5000));
      window.dispatchEvent(new Event('pagehide'));
      expect(onSave).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed discard still leaves the form', async () => {
    const navigate = vi.fn();
    renderWithIntl(<Harness navigate={navigate} onDiscard={() => Promise.reject(new Error('offline'))} />, {
      locale: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(screen.getByRole('button', { name: 'Exit without saving' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/employer/offers'));
  });

  it('the back action opens the same dialog; "save the draft" saves at the current step, then leaves', async () => {
    const onSave = vi.fn(async (): Promise<SaveResult> => ({ ok: true }));
    const navigate = vi.fn();
    renderWithIntl(<Harness onSave={onSave} navigate={navigate} />, { locale: 'en' });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/employer/offers'));
    expect(onSave).toHaveBeenCalledWith({ company: 'Acme', skill: '', note: '' }, 'company', { auto: false });
  });

  it('refuses to save a draft with form errors and stays', async () => {
    const onSave = vi.fn(async (): Promise<SaveResult> => ({ ok: true }));
    const navigate = vi.fn();
    renderWithIntl(<Harness onSave={onSave} navigate={navigate} />, { locale: 'en' });
    const input = screen.getByLabelText('Company name');
    fireEvent.change(input, { target: { value: 'A' } });
    fireEvent.blur(input);
    await screen.findByText('Company too short');
    fireEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The form contains errors. Fix them before saving the draft.',
    );
    expect(onSave).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the server refusal of an explicit save and stays', async () => {
    const navigate = vi.fn();
    renderWithIntl(<Harness onSave={async () => ({ ok: false, message: 'Server says no' })} navigate={navigate} />, {
      locale: 'en',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server says no');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('autosaves a moment after the last change, once', async () => {
    const onSave = vi.fn(async (): Promise<SaveResult> => ({ ok: true }));
    renderWithIntl(<Harness onSave={onSave} autosaveMs={30} />, { locale: 'en' });
    const input = screen.getByLabelText('Company name');
    fireEvent.change(input, { target: { value: 'Ac' } });
    fireEvent.change(input, { target: { value: 'Acme' } });
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ company: 'Acme' }), 'company', { auto: true });
    expect(await screen.findByTestId('save-state')).toHaveTextContent('Draft saved');
    await act(() => new Promise((r) => setTimeout(r, 80)));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('saves at once when the tab is hidden, so closing it loses nothing', async () => {
    const onSave = vi.fn(async (): Promise<SaveResult> => ({ ok: true }));
    renderWithIntl(<Harness onSave={onSave} />, { locale: 'en' });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ company: 'Acme' }), 'company', { auto: true }),
    );
  });
});
