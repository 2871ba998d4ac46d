import { employerApi } from './employer';

describe('the employer API paths', () => {
  it('builds each endpoint with its segments encoded', () => {
    expect(employerApi.applicationStatus(12)).toBe('/api/v2/employer-panel/applications/12/status');
    expect(employerApi.offer('senior dev/łódź')).toBe('/api/v1/offers/senior%20dev%2F%C5%82%C3%B3d%C5%BA');
    expect(employerApi.brandStoryStatus('a?b')).toBe('/api/v2/employer-panel/brand-stories/status/a%3Fb');
    expect(employerApi.user('AbC123xy')).toBe('/api/v2/employer-panel/users/AbC123xy');
    expect(employerApi.companyLogo('demo')).toBe('/api/v1/companies/demo/logo?size=full');
  });
});
