import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { Profile } from '../schemas';
import { profileQueryOptions } from './get-profile';

/** POST (a new photo, multipart `file`) or DELETE /api/v2/user-panel/profile/avatar: the profile after it. */
export function changeAvatar(file: File | null): Promise<ApiAnswer<Profile>> {
  if (!file) return apiRequest<Profile>(candidateApi.profileAvatar(), { method: 'DELETE' });
  const form = new FormData();
  form.set('file', file);
  return apiRequest<Profile>(candidateApi.profileAvatar(), { method: 'POST', form });
}

/** Uploads (a file) or removes (null) the photo; the profile query takes the answer. */
export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAvatar,
    onSuccess: (answer) => {
      if (answer.ok) queryClient.setQueryData(profileQueryOptions().queryKey, answer.data);
    },
  });
}
