import { useMutation } from '@tanstack/react-query';
import { ZSessionProfile, type TProfileSettingsInput, type TSessionProfile } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** PUT /api/v1/auth/me { name, email, avatar } → my profile as it now is. */
export async function updateProfile(body: TProfileSettingsInput): Promise<TSessionProfile> {
  return ZSessionProfile.parse(await apiClient.put('/api/v1/auth/me', body));
}

/** The header shows the new profile at once: the session's profile is replaced by the answer. */
export function useUpdateProfile() {
  const setProfile = useSessionStore((state) => state.setProfile);
  return useMutation({ mutationFn: updateProfile, onSuccess: setProfile });
}
