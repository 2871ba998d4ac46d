// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithIntl } from '@/tests/intl';
import { startMswServer } from '@/tests/msw/server';
import type { MatchedCandidatesResponse } from '../schemas';
import { MatchedCandidates } from './matched-candidates';

const server = startMswServer();
const URL_ = 'http://localhost:3000/api/v2/employer-panel/chat/invitations';
let sent: unknown[] = [];
afterEach(cleanup);
beforeEach(() => {
  sent = [];
});

const candidate = (over: Partial<MatchedCandidatesResponse['candidates'][number]> = {}) => ({
  candidateId: 'u1',
  name: 'Anna K.',
  matchPercent: 86,
  seniorities: ['senior' as const],
  skills: [
    { name: 'Java', level: 4, required: true },
    { name: 'Kotlin', level: 3, required: false },
  ],
  cities: ['Kraków'],
  workplaceTypes: ['hybrid' as const],
  invitation: null,
  ...over,
});

const render = (candidates = [candidate()], chatEnabled = true) =>
  renderWithIntl(
    <MatchedCandidates offerId={5} candidates={candidates} chatEnabled={chatEnabled} chatHref="/employer/chat" />,
    {
      locale: 'en',
    },
  );

describe('MatchedCandidates', () => {
  it('shows what the candidate shared and invites them to chat for the offer', async () => {
    server.use(
      http.post(URL_, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    render();
    const row = screen.getByTestId('matched-candidate');
    expect(row).toHaveTextContent('Anna K.');
    expect(row).toHaveTextContent('86%');
    expect(row).toHaveTextContent('Senior · Hybrid');
    expect(row).toHaveTextContent('Kraków');
    expect(within(row).getByText('Java').closest('li')).toHaveAttribute('data-required', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Invite to chat', description: 'Anna K.' }));
    expect(await screen.findByText('Sent – waiting for the candidate')).toBeInTheDocument();
    expect(sent).toEqual([{ offerId: 5, candidateId: 'u1' }]);
    expect(row).toHaveAttribute('data-status', 'received');
  });

  it('says why an invitation failed and keeps the button', async () => {
    server.use(
      http.post(URL_, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 }),
      ),
    );
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Invite to chat', description: 'Anna K.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    expect(screen.getByRole('button', { name: 'Invite to chat', description: 'Anna K.' })).toBeEnabled();
  });

  it('shows an accepted invitation as a link to the chat, and no button when the chat is off', () => {
    render([candidate({ invitation: 'accepted' })]);
    expect(screen.getByRole('link', { name: 'Accepted – open the chat' })).toHaveAttribute('href', '/employer/chat');
    cleanup();
    render([candidate()], false);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render([]);
    expect(screen.getByText(/No candidate matches this offer yet/)).toBeInTheDocument();
  });
});
