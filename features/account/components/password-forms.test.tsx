// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithIntl } from '@/tests/intl';
import { startMswServer } from '@/tests/msw/server';
import { ForgotPasswordForm, ResetPasswordForm } from './password-forms';

const server = startMswServer();
const REQUEST = 'http://localhost:3000/api/auth/request-password-reset';
const RESET = 'http://localhost:3000/api/auth/reset-password';

let posts: unknown[] = [];
const answer = (url: string, status: number, body: Record<string, unknown> = {}) =>
  server.use(
    http.post(url, async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
beforeEach(() => {
  posts = [];
});
afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('the forgotten-password form', () => {
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));

  it('checks the address with the schema before sending and names what is wrong on the field', async () => {
    answer(REQUEST, 200);
    renderWithIntl(<ForgotPasswordForm />);
    expect(screen.getByRole('button', { name: 'Wyślij link' })).toBeDisabled();
    type('E-mail', 'ola@');
    send();
    expect(await screen.findByText('Wpisz poprawny adres e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  it('asks for the link to the reset page and says where it went', async () => {
    answer(REQUEST, 200, { status: true });
    renderWithIntl(<ForgotPasswordForm />);
    type('E-mail', 'ola@example.com');
    send();
    expect(await screen.findByRole('status')).toHaveTextContent('ola@example.com');
    expect(posts).toEqual([{ email: 'ola@example.com', redirectTo: '/reset-password' }]);
  });

  it('puts a refused address on its field and keeps it; too many tries say how long to wait', async () => {
    answer(REQUEST, 400, { error: { code: 'BAD_REQUEST', message: 'x' } });
    renderWithIntl(<ForgotPasswordForm />);
    type('E-mail', 'ola@example.com');
    send();
    expect(await screen.findByText('Wpisz poprawny adres e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ola@example.com');

    server.resetHandlers();
    answer(REQUEST, 429, { error: { code: 'RATE_LIMITED', message: 'x' } });
    send();
    expect(await screen.findByText(/Zbyt wiele prób/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ola@example.com');
  });
});

describe('the new-password form', () => {
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));

  it('checks the length and the repeat with the schema before sending, each on its field', async () => {
    answer(RESET, 200);
    renderWithIntl(<ResetPasswordForm token="token-1234" />);
    type('Hasło', 'short');
    type('Powtórz hasło', 'other');
    save();
    expect(await screen.findByText('Hasło musi mieć co najmniej 8 znaków.')).toBeInTheDocument();
    type('Hasło', 'long enough');
    save();
    expect(await screen.findByText('Hasła się różnią.')).toBeInTheDocument();
    expect(screen.getByLabelText('Powtórz hasło')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  it('sends the password with the token and says it is changed', async () => {
    answer(RESET, 200, { status: true });
    renderWithIntl(<ResetPasswordForm token="token-1234" />);
    type('Hasło', 'second password');
    type('Powtórz hasło', 'second password');
    save();
    expect(await screen.findByRole('status')).toHaveTextContent('Hasło zostało zmienione');
    expect(posts).toEqual([{ token: 'token-1234', newPassword: 'second password' }]);
  });

  it('says a spent link is invalid and keeps both passwords; a server field error lands on its field', async () => {
    answer(RESET, 400, { error: { code: 'BAD_REQUEST', message: 'x' } });
    renderWithIntl(<ResetPasswordForm token="token-1234" />);
    type('Hasło', 'second password');
    type('Powtórz hasło', 'second password');
    save();
    expect(await screen.findByText('Ten link jest nieprawidłowy lub wygasł.')).toBeInTheDocument();
    expect(screen.getByLabelText('Hasło', { exact: true })).toHaveValue('second password');
    expect(screen.getByLabelText('Powtórz hasło')).toHaveValue('second password');

    server.resetHandlers();
    answer(RESET, 400, {
      error: { code: 'BAD_REQUEST', message: 'x', fields: [{ field: 'password', message: 'Za słabe hasło.' }] },
    });
    save();
    expect(await screen.findByText('Za słabe hasło.')).toBeInTheDocument();
    expect(screen.getByLabelText('Hasło', { exact: true })).toHaveFocus();
  });
});
