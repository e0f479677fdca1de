import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOrganisationDetail, type TOrganisationDetail, type TOrganisationSettingsInput } from '@sigil/core';
import { ORGANISATIONS_KEY } from '../../../api/organisations/get-organisation';
import { apiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { refreshQueries } from '../../../lib/refresh-queries';

export interface UpdateOrganisationVariables {
  did: string;
  body: TOrganisationSettingsInput;
}

/** PUT /api/accounts/{did}: the organisation's details (its Admin) → its detail. */
export async function updateOrganisation({
  did,
  body,
}: UpdateOrganisationVariables): Promise<TOrganisationDetail> {
  return ZOrganisationDetail.parse(await apiClient.put(`/api/accounts/${encodeURIComponent(did)}`, body));
}

/** PUT /api/v1/accounts/{did}/logo with the image itself → the logo's new URL. */
export async function uploadLogo({ did, file }: { did: string; file: Blob }): Promise<string> {
  const answer = await apiClient.putFile<{ logo: string }>(
    `/api/v1/accounts/${encodeURIComponent(did)}/logo`,
    file,
  );
  return answer.logo;
}

/** The header's organisation (name, logo) changes at once; every view of the organisation refetches. */
function useShowInHeader() {
  const queryClient = useQueryClient();
  return (change: { businessName?: string; logo?: string }) => {
    const { profile, setProfile } = useSessionStore.getState();
    if (profile?.organisation)
      setProfile({ ...profile, organisation: { ...profile.organisation, ...change } });
    void refreshQueries(queryClient, ORGANISATIONS_KEY);
  };
}

export function useUpdateOrganisation() {
  const show = useShowInHeader();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (detail) => show({ businessName: detail.BusinessName }),
  });
}

export function useUploadLogo() {
  const show = useShowInHeader();
  return useMutation({ mutationFn: uploadLogo, onSuccess: (logo) => show({ logo }) });
}
