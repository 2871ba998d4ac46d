// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithIntl } from '@/tests/intl';
import { startMswServer } from '@/tests/msw/server';
import { EmployerSignUpForm } from './sign-up-form';
import { InvitationSignUpForm } from './invitation-forms';

const server = startMswServer();
const CONFIRM = 'http://localhost:3000/api/v1/users/confirm';
const SIGN_UP = 'http://localhost:3000/api/v1/users/sign_up';

let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
});
afterEach(cleanup);

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const invitation = () =>
  renderWithIntl(<InvitationSignUpForm token="tok-1" doneHref="/employer" termsHref="/t" privacyHref="/p" />);
const join = () => fireEvent.click(screen.getByRole('button', { name: 'Ustaw hasło i dołącz' }));

describe('the invited user’s sign-up', () => {
  it('is the sign-up’s group of fields: name, password twice, regulations', () => {
    invitation();
    const invited = [...document.querySelectorAll('input')].map((i) => i.name);
    cleanup();
    renderWithIntl(<EmployerSignUpForm termsHref="/t" privacyHref="/p" />);
    const signUp = [...document.querySelectorAll('input')].map((i) => i.name);
    expect(invited).toEqual(['name', 'password', 'confirmation', 'accepted_regulations']);
    expect(signUp).toEqual(expect.arrayContaining(['user.name', 'user.password', 'user.confirmation']));
    expect(screen.getByLabelText(/Imię i nazwisko/)).toHaveAttribute('id', 'signup-name');
  });

  it('checks the fields with the schema before sending, each message on its field', async () => {
    invitation();
    type(/^Hasło/, 'short');
    join();
    expect(await screen.findByText('Popraw zaznaczone pola.')).toBeInTheDocument();
    expect(screen.getByText('To pole jest wymagane.')).toBeInTheDocument();
    expect(screen.getByText('Wpisz co najmniej 8 znaków.')).toBeInTheDocument();
    expect(screen.getByText('Zaakceptuj, aby kontynuować.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('puts a refusal’s field error on its field, says the server’s message and keeps the values', async () => {
    server.use(
      http.patch(CONFIRM, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            error: {
              code: 'CONFLICT',
              message: 'Nie udało się dołączyć.',
              fields: [{ field: 'name', message: 'To imię jest za dziwne.' }],
            },
          },
          { status: 409 },
        );
      }),
    );
    invitation();
    type(/^Imię i nazwisko/, 'Ola');
    type(/^Hasło/, 'correct horse');
    type(/^Powtórz hasło/, 'correct horse');
    fireEvent.click(screen.getByRole('checkbox', { name: /Akceptuję/ }));
    join();
    expect(await screen.findByText('To imię jest za dziwne.')).toBeInTheDocument();
    expect(screen.getByText('Nie udało się dołączyć.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Imię i nazwisko/)).toHaveFocus();
    expect(screen.getByLabelText(/Imię i nazwisko/)).toHaveValue('Ola');
    expect(screen.getByLabelText(/^Hasło/)).toHaveValue('correct horse');
    expect(screen.getByRole('checkbox', { name: /Akceptuję/ })).toBeChecked();
    expect(sent).toEqual([
      {
        confirmation_token: 'tok-1',
        name: 'Ola',
        password: 'correct horse',
        confirmation: 'correct horse',
        accepted_regulations: true,
      },
    ]);
  });
});

describe('the company sign-up', () => {
  it('puts an e-mail already taken on its field and asks to fix the marked fields', async () => {
    server.use(
      http.post(SIGN_UP, () =>
        HttpResponse.json(
          {
            error: {
              code: 'BAD_REQUEST',
              message: 'x',
              fields: [{ field: 'user.email', message: 'Ten adres ma już konto.' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithIntl(<EmployerSignUpForm termsHref="/t" privacyHref="/p" />);
    type(/^Nazwa firmy/, 'Firma Testowa');
    type(/^Imię i nazwisko/, 'Ola');
    type(/^Służbowy e-mail/, 'ola@example.com');
    type(/^Telefon/, '+48 600 700 800');
    type(/^Hasło/, 'correct horse');
    type(/^Powtórz hasło/, 'correct horse');
    fireEvent.click(screen.getByRole('checkbox', { name: /Akceptuję/ }));
    fireEvent.click(screen.getByRole('button', { name: /Załóż konto/ }));
    expect(await screen.findByText('Ten adres ma już konto.')).toBeInTheDocument();
    expect(screen.getByText('Popraw zaznaczone pola.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Służbowy e-mail/)).toHaveFocus();
    expect(screen.getByLabelText(/Nazwa firmy/)).toHaveValue('Firma Testowa');
  });
});
