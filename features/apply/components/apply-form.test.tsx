// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMswServer } from '@/tests/msw/server';
import { hydrateAfter, typeIntoHtml } from '@/tests/hydrate';
import { renderWithIntl } from '@/tests/intl';
import { ApplyForm, type ApplyFormProps } from './apply-form';
import { ApplyLink } from './apply-link';

vi.mock('@/lib/antibot/client', () => ({ getAntiBotToken: async () => 'apply:test' }));

const server = startMswServer();
const URL_ = 'http://localhost:3000/api/v1/offers/java-dev/applications';
let sent: FormData | null = null;
let headers: Headers | null = null;

beforeEach(() => {
  sent = null;
  server.use(
    http.post(URL_, async ({ request }) => {
      headers = request.headers;
      sent = await request.formData();
      return HttpResponse.json({ id: 42 }, { status: 201 });
    }),
  );
});
afterEach(cleanup);

const props = (overrides: Partial<ApplyFormProps> = {}): ApplyFormProps => ({
  slug: 'java-dev',
  companyName: 'Acme',
  brand: 'Wakat',
  consents: {
    informationClause: `Administratorem danych jest Acme. ${'Bardzo długi tekst klauzuli. '.repeat(8)}`,
    futureConsent: 'Zgadzam się na przyszłe rekrutacje.',
    customConsent: null,
  },
  showMarketingConsent: true,
  prefill: null,
  hasPreferences: false,
  lookalikes: <p>lookalikes</p>,
  links: { register: '/register', preferences: '/candidate-profile', history: '/application-history' },
  ...overrides,
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ApplyForm', () => {
  it('fills a late prefill only into the fields still empty: nothing typed is lost', async () => {
    const field = (name: string) => document.querySelector<HTMLInputElement>(`#apply-${name}`)!;
    const profile = { name: 'Ala Kowalska', email: 'ala@example.com', cv: { fileName: 'ala-cv.pdf', token: 't1' } };
    const page = await hydrateAfter(<ApplyForm {...props()} />, (html) => {
      typeIntoHtml(html.querySelector('#apply-name')!, 'Ola Nowak');
    });
    fireEvent.change(field('message'), { target: { value: 'Dzień dobry' } });
    // The page-state call answers: a signed-in candidate's profile.
    await act(async () => page.rerender(<ApplyForm {...props({ prefill: profile })} />));
    expect(field('name')).toHaveValue('Ola Nowak');
    expect(field('email')).toHaveValue('ala@example.com');
    expect(field('message')).toHaveValue('Dzień dobry');
    expect(screen.getByTestId('profile-cv')).toHaveTextContent('ala-cv.pdf');
    // A later answer (the same profile again) changes nothing the visitor has since typed.
    fireEvent.change(field('email'), { target: { value: 'ola@example.com' } });
    await act(async () => page.rerender(<ApplyForm {...props({ prefill: { ...profile } })} />));
    expect(field('email')).toHaveValue('ola@example.com');
  });

  it('keeps the fields typed before hydration and sends them', async () => {
    await hydrateAfter(<ApplyForm {...props()} />, (html) => {
      typeIntoHtml(html.querySelector('#apply-name')!, 'Ola Nowak');
      typeIntoHtml(html.querySelector('#apply-email')!, 'ola@example.com');
      typeIntoHtml(html.querySelector('#apply-message')!, 'Dzień dobry');
    });
    expect(screen.getByTestId('message-counter')).toHaveTextContent('11 / 1000');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij aplikację' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.get('name')).toBe('Ola Nowak');
    expect(sent!.get('email')).toBe('ola@example.com');
    expect(sent!.get('message')).toBe('Dzień dobry');
  });

  it('counts the message and warns 100 characters before the limit', async () => {
    renderWithIntl(<ApplyForm {...props()} />, { locale: 'en' });
    type(/Message to the employer/, 'x'.repeat(899));
    expect(screen.getByTestId('message-counter')).toHaveTextContent('899 / 1000');
    expect(screen.getByTestId('message-counter')).toHaveAttribute('aria-live', 'off');
    type(/Message to the employer/, 'x'.repeat(900));
    expect(screen.getByTestId('message-counter')).toHaveTextContent('100 characters left');
    expect(screen.getByTestId('message-counter')).toHaveAttribute('aria-live', 'polite');
    type(/Message to the employer/, 'x'.repeat(1001));
    expect(await screen.findByText('The message can be at most 1000 characters long.')).toBeInTheDocument();
  });

  it('needs an attachment or a message, and sends neither a file nor a request until then', async () => {
    renderWithIntl(<ApplyForm {...props()} />, { locale: 'en' });
    type(/First and last name/, 'Ola Nowak');
    type(/E-mail/, 'ola@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Attach a file or write a message.')).toBeInTheDocument();
    expect(sent).toBeNull();
    type(/Message to the employer/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByTestId('apply-success')).toHaveTextContent('Your application has been sent to Acme.');
    // The confirmation takes the focus from the form it replaced.
    expect(screen.getByRole('heading', { name: 'Application sent' })).toHaveFocus();
    expect(sent!.get('message')).toBe('Hello');
    expect(sent!.get('source')).toBe('apply_form');
    expect(sent!.get('marketing_consent_accepted')).toBe('false');
    expect(headers!.get('recaptcha-token')).toBe('apply:test');
    // Anonymous: the register banner with the application id, no lookalikes.
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register?applicationId=42');
    expect(screen.queryByText('lookalikes')).toBeNull();
  });

  it('turns every Apply button of the page into Applied once the form is sent', async () => {
    server.use(
      http.post('http://localhost:3000/api/v1/offers/go-dev/applications', () =>
        HttpResponse.json({ id: 43 }, { status: 201 }),
      ),
    );
    renderWithIntl(
      <>
        <ApplyLink slug="go-dev" isAppliedTo={false} label="Aplikuj" />
        <ApplyLink slug="java-dev-2" isAppliedTo label="Aplikuj" />
        <ApplyForm {...props({ slug: 'go-dev' })} />
      </>,
    );
    const [link, other] = screen.getAllByTestId('apply-link');
    expect(link).toHaveTextContent('Aplikuj');
    // Applied before (the server knows): "Applied" from the start.
    expect(other).toHaveTextContent('Aplikowano');
    type(/Imię i nazwisko/, 'Ola Nowak');
    type(/E-mail/, 'ola@example.com');
    type(/Wiadomość do pracodawcy/, 'Dzień dobry');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij aplikację' }));
    expect(await screen.findByTestId('apply-success')).toBeInTheDocument();
    expect(link).toHaveTextContent('Aplikowano');
    expect(link).toHaveAttribute('href', '#apply');
  });

  it('shows live, localised field errors a moment after typing', async () => {
    renderWithIntl(<ApplyForm {...props()} />);
    type(/E-mail/, 'nie-mail');
    await waitFor(() => expect(screen.getByText('Podaj poprawny adres e-mail.')).toBeInTheDocument());
    type(/E-mail/, 'ola@example.com');
    await waitFor(() => expect(screen.queryByText('Podaj poprawny adres e-mail.')).toBeNull());
  });

  it('refuses a file of the wrong type or size before sending, and sends a good one', async () => {
    renderWithIntl(<ApplyForm {...props()} />, { locale: 'en' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'virus.exe')] } });
    expect(await screen.findByText('Choose a PDF, DOCX, JPEG or PNG file.')).toBeInTheDocument();
    const big = new File(['x'], 'cv.pdf');
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The file is larger than 5 MB.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
    type(/First and last name/, 'Ola');
    type(/E-mail/, 'ola@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('apply-success');
    // (jsdom's File does not survive msw's FormData parsing; the e2e journey checks the file itself.)
    expect(sent!.has('attachment')).toBe(true);
    expect(sent!.has('cv_token')).toBe(false);
  });

  it('prefills from the profile and sends the stored CV by its token (one-click)', async () => {
    renderWithIntl(
      <ApplyForm
        {...props({
          showMarketingConsent: false,
          prefill: { name: 'Ola Nowak', email: 'ola@example.com', cv: { fileName: 'CV.pdf', token: 'tok' } },
          hasPreferences: true,
        })}
      />,
      { locale: 'en' },
    );
    expect(screen.getByLabelText(/First and last name/)).toHaveValue('Ola Nowak');
    expect(screen.getByTestId('profile-cv')).toHaveTextContent('CV.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('apply-success');
    expect(sent!.get('cv_token')).toBe('tok');
    expect(sent!.get('attachment')).toBeNull();
    expect(sent!.get('source')).toBe('1_click_apply');
    expect(sent!.get('marketing_consent_accepted')).toBe('null');
    // Signed in with preferences: lookalikes, no register banner.
    expect(screen.getByText('lookalikes')).toBeInTheDocument();
    expect(screen.queryByTestId('register-banner')).toBeNull();
  });

  it('offers a signed-in candidate without a profile CV to keep the uploaded one, unticked, and sends the choice', async () => {
    server.use(
      http.post(URL_, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ id: 43, cvKept: sent.get('keep_cv') === 'true' }, { status: 201 });
      }),
    );
    const pdf = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const signedIn = { name: 'Ola Nowak', email: 'ola@example.com', cv: null };
    const { unmount } = renderWithIntl(<ApplyForm {...props({ prefill: signedIn })} />, { locale: 'en' });
    // Only once a file is chosen.
    expect(screen.queryByTestId('keep-cv')).toBeNull();
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [pdf()] } });
    const keep = await screen.findByRole('checkbox', { name: 'Keep this CV in my profile for my next applications' });
    expect(keep).not.toBeChecked();
    expect(keep).toHaveAccessibleDescription(/Only you can see it/);
    // Not ticked: not asked for.
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('apply-success');
    expect(sent!.has('keep_cv')).toBe(false);
    expect(screen.queryByTestId('cv-kept')).toBeNull();
    unmount();

    renderWithIntl(<ApplyForm {...props({ prefill: signedIn })} />, { locale: 'en' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [pdf()] } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Keep this CV in my profile/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await screen.findByTestId('apply-success');
    expect(sent!.get('keep_cv')).toBe('true');
    expect(screen.getByTestId('cv-kept')).toHaveTextContent('your next application takes one click');
  });

  it('does not offer to keep a CV to a visitor, nor to a candidate who has one on the profile', async () => {
    const pdf = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const { unmount } = renderWithIntl(<ApplyForm {...props()} />, { locale: 'en' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [pdf] } });
    await screen.findByText('cv.pdf');
    expect(screen.queryByTestId('keep-cv')).toBeNull();
    unmount();
    renderWithIntl(
      <ApplyForm
        {...props({ prefill: { name: 'Ola', email: 'ola@example.com', cv: { fileName: 'CV.pdf', token: 't' } } })}
      />,
      { locale: 'en' },
    );
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [pdf] } });
    await screen.findByText('cv.pdf');
    expect(screen.queryByTestId('keep-cv')).toBeNull();
  });

  it('shows server field errors on their fields and a snackbar when something else goes wrong', async () => {
    server.use(
      http.post(URL_, () =>
        HttpResponse.json(
          {
            error: {
              code: 'UNPROCESSABLE',
              message: 'x',
              fields: [{ field: 'attachment', message: 'The file is empty or damaged.' }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithIntl(<ApplyForm {...props()} />, { locale: 'en' });
    type(/First and last name/, 'Ola');
    type(/E-mail/, 'ola@example.com');
    type(/Message to the employer/, 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The file is empty or damaged.')).toBeInTheDocument();
    server.use(http.post(URL_, () => HttpResponse.json({}, { status: 500 })));
    // The first answer has been shown; the form takes a second try once it has finished sending the first.
    const send = await screen.findByRole('button', { name: 'Send application' });
    await waitFor(() => expect(send).toBeEnabled());
    await act(async () => fireEvent.click(send));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it("checks every field with the route's schema on sending, focuses the first error and keeps what was typed", async () => {
    renderWithIntl(<ApplyForm {...props()} />, { locale: 'en' });
    type(/E-mail/, 'ola@');
    type(/Message to the employer/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/First and last name/)).toHaveFocus();
    expect(screen.getByLabelText(/First and last name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ola@');
    expect(screen.getByLabelText(/Message to the employer/)).toHaveValue('Hello');
    expect(sent).toBeNull();
  });

  it("shows the server's message on the field it names and keeps every value", async () => {
    server.use(
      http.post(URL_, () =>
        HttpResponse.json(
          { error: { code: 'BAD_REQUEST', message: 'x', fields: [{ field: 'email', message: 'Nope, not here.' }] } },
          { status: 400 },
        ),
      ),
    );
    renderWithIntl(<ApplyForm {...props()} />, { locale: 'en' });
    type(/First and last name/, 'Ola');
    type(/E-mail/, 'ola@example.com');
    type(/Message to the employer/, 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const error = await screen.findByText('Nope, not here.');
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Nope, not here.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/First and last name/)).toHaveValue('Ola');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ola@example.com');
    expect(screen.getByLabelText(/Message to the employer/)).toHaveValue('Hi');
  });

  it('cuts long consent texts at 120 characters with show more', async () => {
    renderWithIntl(<ApplyForm {...props()} />, { locale: 'en' });
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.previousSibling!.textContent!.length).toBe(121);
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('shows no confirmation without a company name', async () => {
    renderWithIntl(<ApplyForm {...props({ companyName: '' })} />, { locale: 'en' });
    type(/First and last name/, 'Ola');
    type(/E-mail/, 'ola@example.com');
    type(/Message to the employer/, 'Hi');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(sent).not.toBeNull());
    await waitFor(() => expect(screen.queryByTestId('apply-form')).toBeNull());
    expect(screen.queryByTestId('apply-success')).toBeNull();
  });
});
