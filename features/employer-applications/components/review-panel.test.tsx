// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiQueryClient } from '@/lib/api-client/query';
import { APPLICATION_LIMITS } from '../constants';
import { renderWithIntl } from '@/tests/intl';
import { ReviewPanel } from './review-panel';

// A busy machine may be slow to validate and re-render: give it a few seconds.
configure({ asyncUtilTimeout: 5000 });

const fetchSpy = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderPanel = (props: { notes: string | null; rating: number | null }, locale: 'pl' | 'en' = 'pl') =>
  renderWithIntl(
    <QueryClientProvider client={createApiQueryClient()}>
      <ReviewPanel applicationId={7} {...props} />
    </QueryClientProvider>,
    { locale },
  );

describe('the review panel', () => {
  it('flags notes past the limit in the catalogue’s words and sends nothing', async () => {
    renderPanel({ notes: null, rating: null });
    const notes = screen.getByRole('textbox', { name: 'Prywatne notatki' });
    fireEvent.change(notes, { target: { value: 'x'.repeat(APPLICATION_LIMITS.notesMax + 1) } });
    fireEvent.blur(notes);
    expect(await screen.findByText('Wpisz najwyżej 5000 znaków.')).toBeInTheDocument();
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByTestId('review-save'));
    await waitFor(() => expect(notes).toHaveFocus());
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends valid notes with the rating and says they are saved', async () => {
    fetchSpy.mockResolvedValue(json(200, { id: 7, notes: 'Mocny kandydat', rating: 4 }));
    renderPanel({ notes: 'Do sprawdzenia', rating: null });
    fireEvent.click(screen.getByRole('radio', { name: '4 gwiazdki' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Prywatne notatki' }), {
      target: { value: 'Mocny kandydat' },
    });
    fireEvent.click(screen.getByTestId('review-save'));
    expect(await screen.findByText('Zapisano.')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v2\/employer-panel\/applications\/7\?lang=pl$/);
    expect(init!.method).toBe('PATCH');
    expect(JSON.parse(init!.body as string)).toEqual({ notes: 'Mocny kandydat', rating: 4 });
  });

  it('puts the server’s refusal on its field', async () => {
    fetchSpy.mockResolvedValue(
      json(400, {
        error: { code: 'BAD_REQUEST', message: 'Bad request.', fields: [{ field: 'notes', message: 'Too long.' }] },
      }),
    );
    renderPanel({ notes: 'ok', rating: 2 }, 'en');
    fireEvent.click(screen.getByTestId('review-save'));
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Private notes' })).toHaveAttribute('aria-invalid', 'true');
  });
});
