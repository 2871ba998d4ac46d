import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { Preferences, PreferencesInput } from '../preferences-schema';

/** The queries the candidate's preferences drive: the preferences themselves and the matches they rank. */
export const MATCHING_QUERY_KEY = ['matching'] as const;

/** PUT /api/v2/user-panel/preferences: the saved preferences, or an ApiError with the fields the server names. */
export function updatePreferences(input: PreferencesInput): Promise<Preferences> {
  return apiFetch<Preferences>(candidateApi.preferences(), { method: 'PUT', json: input });
}

/** Saves the preferences; what was read under them (preferences, matches) is read again. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MATCHING_QUERY_KEY }),
  });
}
