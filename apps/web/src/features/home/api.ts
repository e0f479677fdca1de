import { useQuery } from '@tanstack/react-query';
import {
  ACTIVITY_FIRST_PAGE,
  ACTIVITY_PAGE_SIZE,
  ZActivityReport,
  ZOrganisationDetail,
  type TActivityReport,
  type TOrganisationDetail,
} from '@sigil/core';
import { apiClient } from '../../lib/api-client';

/** Whose activities the home page shows: the organisation's (public report) or the user's own. */
export type TActivityScope = 'organisation' | 'individual';

export const homeKeys = {
  all: ['home'] as const,
  organisation: (did: string) => ['home', 'organisation', did] as const,
  activities: (scope: TActivityScope, did: string) => ['home', 'activities', scope, did] as const,
};

/** GET /api/accounts/{did}?memberId= — the organisation of the selected account. */
export async function fetchOwnOrganisation(
  did: string,
  memberId: string | null,
): Promise<TOrganisationDetail> {
  const body = await apiClient.get(`/accounts/${encodeURIComponent(did)}`, {
    query: { memberId: memberId ?? undefined },
  });
  return ZOrganisationDetail.parse(body);
}

/**
 * The first page of activities: GET /api/public/reports?did=<org did> for an organisation login,
 * GET /api/reports?did=<own did> for an individual (spec §7 Reports).
 */
export async function fetchRecentActivities(scope: TActivityScope, did: string): Promise<TActivityReport> {
  const path = scope === 'organisation' ? '/public/reports' : '/reports';
  const body = await apiClient.get(path, {
    query: { did, page: ACTIVITY_FIRST_PAGE, pageSize: ACTIVITY_PAGE_SIZE },
  });
  return ZActivityReport.parse(body);
}

export function useOwnOrganisation(did: string | null, memberId: string | null) {
  return useQuery({
    queryKey: homeKeys.organisation(did ?? ''),
    queryFn: () => fetchOwnOrganisation(did ?? '', memberId),
    enabled: !!did,
  });
}

export function useRecentActivities(scope: TActivityScope, did: string | null) {
  return useQuery({
    queryKey: homeKeys.activities(scope, did ?? ''),
    queryFn: () => fetchRecentActivities(scope, did ?? ''),
    enabled: !!did,
  });
}
