// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMswServer } from '@/tests/msw/server';
import { SignInForm, type SignInTexts } from './sign-in-form';

const server = startMswServer();
const SIGN_IN = 'http://localhost:3000/api/auth/sign-in/email';
afterEach(cleanup);

const texts: SignInTexts = {
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  invalid: 'Wrong e-mail or password',
  notConfirmed: 'Not confirmed yet',
  resend: 'Send the link again',
  resent: 'Sent',
  tooMany: (seconds) => `Wait ${seconds} s`,
  generic: 'Something went wrong',
};

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the shared sign-in form', () => {
  it('sends the e-mail as the side normalises it and words a refusal', async () => {
    let sent: unknown = null;
    server.use(
      http.post(SIGN_IN, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({}, { status: 401 });
      }),
    );
    render(
      <SignInForm
        idPrefix="employer"
        texts={texts}
        doneHref="/employer"
        resend={vi.fn()}
        normaliseEmail={(e) => e.trim().toLowerCase()}
      />,
    );
    fill(' Ann@Example.com ', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(sent).toEqual({ email: 'ann@example.com', password: 'secret', rememberMe: true });
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('id', 'employer-email');
  });

  it('offers a new link to an account not yet confirmed, through the side’s own call', async () => {
    server.use(http.post(SIGN_IN, () => HttpResponse.json({}, { status: 403 })));
    const resend = vi.fn().mockResolvedValue({ ok: true, status: 200, data: null, error: null, retryAfter: null });
    render(<SignInForm idPrefix="login" texts={texts} doneHref="/" resend={resend} />);
    fill('ann@example.com ', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent');
    expect(resend).toHaveBeenCalledWith('ann@example.com');
  });

  it('says how long to wait when signing in is throttled', async () => {
    server.use(http.post(SIGN_IN, () => HttpResponse.json({}, { status: 429, headers: { 'retry-after': '30' } })));
    render(<SignInForm idPrefix="login" texts={texts} doneHref="/" resend={vi.fn()} />);
    fill('ann@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wait 30 s');
  });
});
