// @vitest-environment jsdom
import { addLocalSearch, listLocalSearches, rememberGuestAlert, setLocalAlertStatus } from './local-searches';

beforeEach(() => window.localStorage.clear());

describe("a guest's alert in this browser", () => {
  const search = { name: 'Kraków, Java', searchUrl: '/job-offers/krakow?keyword=java' };
  const alert = { jobFilterId: 7, email: 'ola@example.com', frequency: 'daily' };

  it('keeps the search with its alert waiting, then on once the link is opened here', () => {
    rememberGuestAlert(window.localStorage, search, alert);
    expect(listLocalSearches(window.localStorage)).toMatchObject([
      { ...search, alert: { ...alert, status: 'pending' } },
    ]);
    setLocalAlertStatus(window.localStorage, 7, 'active');
    expect(listLocalSearches(window.localStorage)[0]!.alert?.status).toBe('active');
    // Another alert's link changes nothing here.
    setLocalAlertStatus(window.localStorage, 8, null);
    expect(listLocalSearches(window.localStorage)[0]!.alert?.status).toBe('active');
    // Unsubscribed: the search stays, the alert goes.
    setLocalAlertStatus(window.localStorage, 7, null);
    expect(listLocalSearches(window.localStorage)).toMatchObject([search]);
    expect(listLocalSearches(window.localStorage)[0]!.alert).toBeUndefined();
  });

  it('attaches the alert to the search already saved with the same URL instead of a second copy', () => {
    addLocalSearch(window.localStorage, search);
    rememberGuestAlert(window.localStorage, { ...search, name: 'Java w Krakowie' }, alert);
    const items = listLocalSearches(window.localStorage);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: 'Kraków, Java', alert: { jobFilterId: 7 } });
  });
});
