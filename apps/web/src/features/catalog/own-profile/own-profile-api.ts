import { useQuery } from '@tanstack/react-query';
import { ownProfileSchema, type EditOwnProfileRequest, type OwnProfile } from '@solace/shared';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../catalog-api';

/** The signed-in therapist's own public profile, as they edit it. */
export function useOwnProfile() {
  return useQuery({
    queryKey: catalogKeys.ownProfile,
    queryFn: ({ signal }): Promise<OwnProfile> =>
      api.get('/doctor/profile', ownProfileSchema, { signal }),
  });
}

export function saveOwnProfile(body: EditOwnProfileRequest): Promise<OwnProfile> {
  return api.put('/doctor/profile', ownProfileSchema, body);
}

export function uploadOwnPhoto(photo: File): Promise<OwnProfile> {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return api.put('/doctor/profile/photo', ownProfileSchema, form);
}
