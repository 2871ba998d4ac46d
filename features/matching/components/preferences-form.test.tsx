// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithIntl } from '@/tests/intl';
import { startMswServer } from '@/tests/msw/server';
import { EMPTY_PREFERENCES } from '../preferences-schema';
import { PreferencesForm, type PreferencesOptions } from './preferences-form';

const server = startMswServer();
const URL_ = 'http://localhost:3000/api/v2/user-panel/preferences';
let sent: unknown = null;

beforeEach(() => {
  sent = null;
  server.use(
    http.put(URL_, async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ ...(sent as object), mandatoryPreferencesFilledIn: true, updatedAt: null });
    }),
  );
});
afterEach(cleanup);

const options: PreferencesOptions = {
  categories: [{ id: 7, label: 'Backend' }],
  cities: [{ id: 1, label: 'Kraków' }],
  skillNames: {},
  seniorityLabels: { mid: 'Mid' },
  workplaceLabels: { remote: 'Remote' },
  skillLevelLabels: {},
  languageNames: {},
  matchesHref: '/?tab=matchedForYou',
};

const save = () => fireEvent.click(screen.getByTestId('save-preferences'));
/** The form with its required preferences filled in (and `over`). */
const renderFilledIn = (over: Partial<typeof EMPTY_PREFERENCES>) =>
  renderWithIntl(
    <PreferencesForm
      initial={{
        ...EMPTY_PREFERENCES,
        categoryIds: [7],
        seniorities: ['mid'],
        workplaceTypes: ['remote'],
        ...over,
      }}
      options={options}
    />,
    { locale: 'en' },
  );
const required = 'Fill this in: matching needs it.';

describe('PreferencesForm', () => {
  it('does not save an empty form: it names each required preference and never says "saved"', async () => {
    renderWithIntl(<PreferencesForm initial={EMPTY_PREFERENCES} options={options} />, { locale: 'en' });
    save();
    expect(
      await screen.findByText('Fill in the preferences marked * – matching offers and chats with employers need them.'),
    ).toBeInTheDocument();
    for (const criterion of ['categories', 'seniority', 'salary', 'workplace'])
      expect(within(screen.getByTestId(`preferences-${criterion}`)).getByText(required)).toBeInTheDocument();
    for (const criterion of ['skills', 'cities', 'languages'])
      expect(within(screen.getByTestId(`preferences-${criterion}`)).queryByText(required)).toBeNull();
    expect(screen.queryByText('Your preferences are saved.')).toBeNull();
    expect(sent).toBeNull();
    // The focus leaves the button for the first preference to fill in.
    await waitFor(() => expect(screen.getByLabelText('Backend')).toHaveFocus());
  });

  it('after a save the server refuses, the focus moves to the first preference it names', async () => {
    server.use(
      http.put(URL_, () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'Some preferences are invalid.',
              fields: [{ field: 'salaryExpectation', message: 'Too high.' }],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderFilledIn({ salaryExpectation: 99 });
    save();
    expect(await screen.findByText('Too high.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('salary-expectation')).toHaveFocus());
    expect(screen.getByTestId('preferences-salary')).toHaveAccessibleDescription('Too high.');
  });

  it('saves once the required preferences are filled in, leaving the optional ones empty', async () => {
    renderWithIntl(<PreferencesForm initial={EMPTY_PREFERENCES} options={options} />, { locale: 'en' });
    save();
    await screen.findAllByText(required);
    fireEvent.click(screen.getByLabelText('Backend'));
    fireEvent.click(screen.getByLabelText('Mid'));
    fireEvent.click(screen.getByLabelText('Remote'));
    fireEvent.change(screen.getByTestId('salary-expectation'), { target: { value: '15000' } });
    save();
    expect(await screen.findByText('Your preferences are saved.')).toBeInTheDocument();
    expect(screen.queryByText(required)).toBeNull();
    expect(sent).toMatchObject({
      categoryIds: [7],
      seniorities: ['mid'],
      salaryExpectation: 15000,
      workplaceTypes: ['remote'],
      skills: [],
      openToInvitations: false,
    });
  });

  it('lets employers see the preferences only when the candidate ticks it, saying what they see', async () => {
    renderFilledIn({ salaryExpectation: 9000 });
    const optIn = screen.getByLabelText(/Let employers whose offers match my preferences see them/);
    expect(optIn).not.toBeChecked();
    expect(screen.getByTestId('preferences-open-to-invitations')).toHaveTextContent('never your e-mail, phone or CV');
    fireEvent.click(optIn);
    save();
    expect(await screen.findByText('Your preferences are saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({ openToInvitations: true });
  });

  it("checks the values with the route's schema before saving, and keeps them after a refusal", async () => {
    renderFilledIn({ salaryExpectation: 9000 });
    fireEvent.change(screen.getByTestId('salary-expectation'), { target: { value: '2000000' } });
    fireEvent.click(screen.getByLabelText(/Let employers whose offers match my preferences see them/));
    save();
    expect(
      await within(screen.getByTestId('preferences-salary')).findByText('The value must be at most 1000000.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('salary-expectation')).toHaveFocus());
    expect(sent).toBeNull();
    expect(screen.getByTestId('salary-expectation')).toHaveValue(2000000);
    expect(screen.getByLabelText('Backend')).toBeChecked();
    expect(screen.getByLabelText(/Let employers whose offers match my preferences see them/)).toBeChecked();
    fireEvent.change(screen.getByTestId('salary-expectation'), { target: { value: '20000' } });
    save();
    expect(await screen.findByText('Your preferences are saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({ salaryExpectation: 20000, openToInvitations: true, categoryIds: [7] });
  });
});
