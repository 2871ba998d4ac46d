// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithIntl } from '@/tests/intl';
import { startMswServer } from '@/tests/msw/server';
import type { Profile } from '../schemas';
import { ProfileEditor } from './profile-editor';

const server = startMswServer();
const API = 'http://localhost:3000/api/v2/user-panel/profile';

const profile: Profile = {
  id: 'u1',
  email: 'ola@example.com',
  firstName: 'Ola',
  lastName: 'Nowak',
  phone: '',
  message: '',
  avatarUrl: null,
  applicationDocs: [],
  matchmaking: { mandatoryPreferencesFilledIn: false },
} as unknown as Profile;

let patches: unknown[] = [];
beforeEach(() => {
  patches = [];
  server.use(
    http.patch(API, async ({ request }) => {
      const body = (await request.json()) as Partial<Profile>;
      patches.push(body);
      return HttpResponse.json({ ...profile, ...body });
    }),
  );
});
afterEach(cleanup);

const personal = () => within(screen.getByRole('region', { name: 'Personal data' }));
const save = () => fireEvent.click(personal().getByRole('button', { name: 'Save' }));

describe('the profile editor', () => {
  it('checks the personal data with the route’s schema before sending: a blank first name is named, nothing is sent', async () => {
    renderWithIntl(<ProfileEditor initial={profile} />, { locale: 'en' });
    fireEvent.change(personal().getByLabelText('First name'), { target: { value: '   ' } });
    fireEvent.change(personal().getByLabelText('Phone (optional)'), { target: { value: 'call me' } });
    save();
    expect(await personal().findByText('Enter your name.')).toBeInTheDocument();
    expect(personal().getByText('Enter a valid phone number, e.g. +48 600 700 800.')).toBeInTheDocument();
    expect(personal().getByLabelText('First name')).toHaveFocus();
    expect(patches).toEqual([]);
  });

  it('saves the trimmed values and says so; a change afterwards clears the notice', async () => {
    renderWithIntl(<ProfileEditor initial={profile} />, { locale: 'en' });
    fireEvent.change(personal().getByLabelText('First name'), { target: { value: ' Aleksandra ' } });
    save();
    expect(await personal().findByRole('status')).toHaveTextContent('Saved.');
    expect(patches).toEqual([{ firstName: 'Aleksandra', lastName: 'Nowak', phone: '', message: '' }]);
    fireEvent.change(personal().getByLabelText('Last name'), { target: { value: 'Kowalska' } });
    expect(personal().queryByRole('status')).toBeNull();
  });

  it('puts the server’s refusal on its field, and a failure without fields in the form', async () => {
    server.use(
      http.patch(API, () =>
        HttpResponse.json(
          { error: { code: 'BAD_REQUEST', message: 'x', fields: [{ field: 'phone', message: 'Not this number.' }] } },
          { status: 400 },
        ),
      ),
    );
    renderWithIntl(<ProfileEditor initial={profile} />, { locale: 'en' });
    save();
    expect(await personal().findByText('Not this number.')).toBeInTheDocument();
    expect(personal().queryByText('Something went wrong... Please try again.')).toBeNull();

    server.use(http.patch(API, () => HttpResponse.json({}, { status: 500 })));
    fireEvent.change(personal().getByLabelText('Phone (optional)'), { target: { value: '+48 600 700 800' } });
    save();
    await waitFor(() => expect(personal().getByRole('alert')).toHaveTextContent('Something went wrong'));
  });
});
