import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import type { Profile } from '../schemas';
import { profileQueryOptions } from './get-profile';

type ProfileDocument = Profile['applicationDocs'][number];

/** POST /api/v2/user-panel/profile/documents (multipart `file`): 201 with the stored document. */
export function uploadDocument(file: File): Promise<ApiAnswer<Omit<ProfileDocument, 'createdAt'>>> {
  const form = new FormData();
  form.set('file', file);
  return apiRequest(candidateApi.profileDocuments(), { method: 'POST', form });
}

/** Uploads a CV; the profile query lists it first. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (answer) => {
      if (!answer.ok || answer.status !== 201) return;
      const added: ProfileDocument = { ...answer.data, createdAt: new Date().toISOString() };
      queryClient.setQueryData(profileQueryOptions().queryKey, (profile) =>
        profile ? { ...profile, applicationDocs: [added, ...profile.applicationDocs] } : profile,
      );
    },
  });
}
