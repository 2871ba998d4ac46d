import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { Profile, ProfileUpdate } from '../schemas';
import { profileQueryOptions } from './get-profile';

/** PATCH /api/v2/user-panel/profile: settles with the status (the form shows the fields the server names). */
export function updateProfile(input: ProfileUpdate): Promise<ApiAnswer<Profile>> {
  return apiRequest<Profile>(candidateApi.profile(), { method: 'PATCH', json: input });
}

/** Saves the personal data; the profile query takes the saved profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      if (answer.ok) queryClient.setQueryData(profileQueryOptions().queryKey, answer.data);
    },
  });
}
