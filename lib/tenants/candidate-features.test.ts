import { buildTenantConfig } from '@/tests/factories/tenant';
import { candidateFeatures } from './candidate-features';
import type { FeatureFlags } from './schemas';

describe('candidateFeatures', () => {
  const flags = (overrides: Partial<FeatureFlags>) => buildTenantConfig({ flagOverrides: overrides }).flags;

  it('offers favourites and the history where their flags and candidate accounts are on', () => {
    expect(
      candidateFeatures(
        flags({ enableCandidatePortalLogin: true, enableFavoriteOfferButton: true, enableApplicationHistory: true }),
      ),
    ).toEqual({
      accounts: true,
      favourites: true,
      applicationHistory: true,
    });
    expect(
      candidateFeatures(
        flags({ enableCandidatePortalLogin: true, enableFavoriteOfferButton: false, enableApplicationHistory: true }),
      ),
    ).toMatchObject({
      favourites: false,
      applicationHistory: true,
    });
  });

  it('offers neither without candidate accounts, whatever their own flags say', () => {
    expect(
      candidateFeatures(
        flags({ enableCandidatePortalLogin: false, enableFavoriteOfferButton: true, enableApplicationHistory: true }),
      ),
    ).toEqual({
      accounts: false,
      favourites: false,
      applicationHistory: false,
    });
  });
});
