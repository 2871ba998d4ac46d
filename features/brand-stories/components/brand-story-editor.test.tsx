// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiQueryClient } from '@/lib/api-client/query';
import { renderWithIntl } from '@/tests/intl';
import { BRAND_STORY_TYPE_VALUES } from '../constants';
import type { BrandStoryEditorView } from '../schemas';
import { BrandStoryEditor } from './brand-story-editor';

// The rich-text body is tiptap loaded by next/dynamic; a plain text area stands in for it here.
vi.mock('next/dynamic', () => ({
  default: () =>
    function Body({ value, onChange }: { value: string; onChange: (html: string) => void }) {
      return (
        <textarea
          aria-label="Historia"
          data-testid="story-body-editor"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    },
}));

// A busy machine may be slow to validate and re-render: give it a few seconds.
configure({ asyncUtilTimeout: 5000 });

const fetchSpy = vi.fn<typeof fetch>();
const saves = () => fetchSpy.mock.calls.filter(([, init]) => init?.method === 'PUT');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STORY: BrandStoryEditorView = {
  id: 1,
  slug: 'demo-software',
  name: 'Demo Software',
  type: 'software-house',
  logoUrl: null,
  coverPhotoUrl: null,
  shortDescription: 'Budujemy produkty, z których korzystają tysiące firm.',
  body: '<p>Nasza historia.</p>',
  technologies: ['Java'],
  gallery: [],
  status: 'draft',
  offersCount: 2,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

beforeEach(() => {
  fetchSpy.mockReset();
  // Whose a typed address is: nobody's.
  fetchSpy.mockImplementation(async (url) => json(200, { slug: String(url).split('/').pop(), state: 'free' }));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderEditor = (initial: BrandStoryEditorView | null = STORY) =>
  renderWithIntl(
    <QueryClientProvider client={createApiQueryClient()}>
      <BrandStoryEditor
        initial={initial}
        company={{ name: 'Demo Software', slug: 'demo-software', size: '26-50' }}
        types={BRAND_STORY_TYPE_VALUES}
        storyBase="/story/"
      />
    </QueryClientProvider>,
  );

describe('the brand story editor', () => {
  it('flags invalid fields as they are left, in the catalogue’s words, and saves nothing while they are wrong', async () => {
    renderEditor();
    const short = screen.getByRole('textbox', { name: /Krótki opis/ });
    fireEvent.change(short, { target: { value: 'Za krótko' } });
    fireEvent.blur(short);
    expect(await screen.findByText('Wpisz co najmniej 20 znaków.')).toBeInTheDocument();
    expect(short).toHaveAttribute('aria-invalid', 'true');

    const slug = screen.getByRole('textbox', { name: /Adres historii/ });
    fireEvent.change(slug, { target: { value: 'moja_firma' } });
    fireEvent.blur(slug);
    expect(
      await screen.findByText('Użyj małych liter, cyfr i pojedynczych myślników, np. moja-firma.'),
    ).toBeInTheDocument();
    fireEvent.change(slug, { target: { value: 'status' } });
    expect(await screen.findByText('Ten adres jest zarezerwowany. Wybierz inny.')).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: /Nazwa widoczna/ });
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.blur(name);
    expect(await screen.findByText('To pole jest wymagane.')).toBeInTheDocument();

    // The body, further down, is invalid too: the first field on the page is the one moved to.
    fireEvent.change(screen.getByTestId('story-body-editor'), { target: { value: 'x'.repeat(50_001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Popraw zaznaczone pola i zapisz ponownie.')).toBeInTheDocument();
    expect(await screen.findByText(/^Wpisz najwyżej 50.000 znaków\.$/)).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(saves()).toHaveLength(0);
  });

  it('sends the valid story with its lists as JSON and says it is saved', async () => {
    const saved = { ...STORY, name: 'Demo Software Labs', status: 'published' as const };
    fetchSpy.mockImplementation(async (_url, init) => (init?.method === 'PUT' ? json(200, saved) : json(404, {})));
    renderEditor();
    fireEvent.change(screen.getByRole('textbox', { name: /Nazwa widoczna/ }), {
      target: { value: '  Demo Software Labs ' },
    });
    fireEvent.click(screen.getByLabelText(/^Opublikowana/));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zmiany zapisane.')).toBeInTheDocument();
    expect(screen.getByTestId('story-state')).toHaveTextContent('Opublikowana');

    expect(saves()).toHaveLength(1);
    const [url, init] = saves()[0]!;
    expect(String(url)).toBe('/api/v2/employer-panel/brand-stories/demo-software');
    const body = init!.body as FormData;
    expect(body.get('name')).toBe('Demo Software Labs');
    expect(body.get('slug')).toBe('demo-software');
    expect(body.get('status')).toBe('published');
    expect(body.get('body')).toBe('<p>Nasza historia.</p>');
    expect(JSON.parse(body.get('technologies') as string)).toEqual(['Java']);
    expect(JSON.parse(body.get('gallery') as string)).toEqual([]);
  });

  it('puts the server’s refusal on its field and moves to it', async () => {
    fetchSpy.mockImplementation(async (_url, init) =>
      init?.method === 'PUT'
        ? json(422, {
            error: {
              code: 'UNPROCESSABLE',
              message: 'x',
              fields: [{ field: 'slug', message: 'Ten adres ma już inna historia. Wybierz inny.' }],
            },
          })
        : json(200, { slug: 'inna-firma', state: 'free' }),
    );
    renderEditor();
    const slug = screen.getByRole('textbox', { name: /Adres historii/ });
    fireEvent.change(slug, { target: { value: 'inna-firma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Ten adres ma już inna historia. Wybierz inny.')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(slug).toHaveFocus());
    expect(saves()).toHaveLength(1);
  });
});
