// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithIntl } from '@/tests/intl';
import { startMswServer } from '@/tests/msw/server';
import { RegisterForm } from './register-form';

const server = startMswServer();
const API = 'http://localhost:3000/api/v2/user-panel/account/register';

let posts: unknown[] = [];
beforeEach(() => {
  posts = [];
  server.use(
    http.post(API, async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),
  );
});
afterEach(cleanup);

const render = () =>
  renderWithIntl(
    <RegisterForm links={{ applicationId: 7 }} privacyHref="/privacy" termsHref="/terms" showMarketing />,
    { locale: 'pl' },
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
const fill = () => {
  type('Imię i nazwisko', ' Ola Testowa ');
  type('E-mail', ' ola@example.com ');
  type('Hasło', 'correct horse');
  fireEvent.click(screen.getByRole('checkbox', { name: /Akceptuję/ }));
};

describe('the candidate registration', () => {
  it('checks every field with the register route’s schema before sending: each message on its field, nothing sent', async () => {
    render();
    type('E-mail', 'ola@');
    type('Hasło', 'short');
    submit();
    expect(await screen.findByText('Podaj imię i nazwisko.')).toBeInTheDocument();
    expect(screen.getByText('Wpisz poprawny adres e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Hasło musi mieć co najmniej 8 znaków.')).toBeInTheDocument();
    expect(screen.getByText('Zaakceptuj regulamin i politykę prywatności, aby założyć konto.')).toBeInTheDocument();
    expect(screen.getByLabelText('Imię i nazwisko')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Imię i nazwisko')).toHaveFocus();
    expect(posts).toEqual([]);
  });

  it('sends the trimmed values with the visitor’s links and says where the link went', async () => {
    render();
    fill();
    submit();
    expect(await screen.findByTestId('register-sent')).toHaveTextContent('ola@example.com');
    expect(posts).toEqual([
      {
        name: 'Ola Testowa',
        email: 'ola@example.com',
        password: 'correct horse',
        privacyAccepted: true,
        marketingAgreement: false,
        applicationId: 7,
      },
    ]);
  });

  it('puts the server’s field error on its field and keeps what was typed', async () => {
    server.use(
      http.post(API, () =>
        HttpResponse.json(
          {
            error: {
              code: 'BAD_REQUEST',
              message: 'x',
              fields: [{ field: 'email', message: 'Ten adres jest zajęty.' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    render();
    fill();
    submit();
    expect(await screen.findByText('Ten adres jest zajęty.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.queryByText(/Coś poszło nie tak/)).toBeNull();
    expect(screen.getByLabelText('Imię i nazwisko')).toHaveValue(' Ola Testowa ');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ola@example.com');
    expect(screen.getByLabelText('Hasło', { exact: true })).toHaveValue('correct horse');
    expect(screen.getByRole('checkbox', { name: /Akceptuję/ })).toBeChecked();
  });

  it('says how long to wait after too many tries, and tries again with the same values', async () => {
    server.use(
      http.post(API, () =>
        HttpResponse.json(
          { error: { code: 'RATE_LIMITED', message: 'x' } },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    render();
    fill();
    submit();
    expect(await screen.findByText('Zbyt wiele prób. Spróbuj ponownie za 30 s.')).toBeInTheDocument();
    server.resetHandlers();
    server.use(http.post(API, () => HttpResponse.json({ ok: true }, { status: 201 })));
    submit();
    await waitFor(() => expect(screen.getByTestId('register-sent')).toHaveTextContent('ola@example.com'));
  });
});
