import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '@/lib/api-client';
import { candidateApi } from '@/lib/api-paths';
import { profileQueryOptions } from './get-profile';

/** DELETE /api/v2/user-panel/profile/documents/{id}: 204 once removed. */
export function deleteDocument(documentId: number): Promise<ApiAnswer<unknown>> {
  return apiRequest(candidateApi.profileDocument(documentId), { method: 'DELETE' });
}

/** Removes a CV; the profile query drops it. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (answer, documentId) => {
      if (answer.status !== 204) return;
      queryClient.setQueryData(profileQueryOptions().queryKey, (profile) =>
        profile ? { ...profile, applicationDocs: profile.applicationDocs.filter((d) => d.id !== documentId) } : profile,
      );
    },
  });
}
