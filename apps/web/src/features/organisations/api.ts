import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ACTIVITY_FIRST_PAGE,
  ACTIVITY_PAGE_SIZE,
  ZActivityReport,
  ZOrganisationDetail,
  ZOrganisationList,
  ZOrganisationUserList,
  type TActivityReport,
  type TOrganisationDetail,
  type TOrganisationListItem,
  type TOrganisationUser,
} from '@sigil/core';
import { apiClient } from '../../lib/api-client';

export const organisationKeys = {
  all: ['organisations'] as const,
  list: (orgName: string) => ['organisations', 'list', orgName] as const,
  detail: (did: string) => ['organisations', 'detail', did] as const,
  users: (did: string) => ['organisations', 'users', did] as const,
  activities: (did: string, page: number) => ['organisations', 'activities', did, page] as const,
};

/** GET /api/v1/accounts?orgName= — the API answers oldest first. */
export async function fetchOrganisations(orgName: string): Promise<TOrganisationListItem[]> {
  return ZOrganisationList.parse(
    await apiClient.get('/v1/accounts', { query: { orgName: orgName || undefined } }),
  );
}

/** GET /api/accounts/{did} */
export async function fetchOrganisation(did: string): Promise<TOrganisationDetail> {
  return ZOrganisationDetail.parse(await apiClient.get(`/accounts/${encodeURIComponent(did)}`));
}

/** GET /api/v1/users/?organizationDid= — oldest first. */
export async function fetchOrganisationUsers(did: string): Promise<TOrganisationUser[]> {
  return ZOrganisationUserList.parse(await apiClient.get('/v1/users/', { query: { organizationDid: did } }));
}

/** GET /api/public/reports?did=&page=&pageSize=10 — server-paged, newest first. */
export async function fetchOrganisationActivities(did: string, page: number): Promise<TActivityReport> {
  const body = await apiClient.get('/public/reports', { query: { did, page, pageSize: ACTIVITY_PAGE_SIZE } });
  return ZActivityReport.parse(body);
}

/** Spec §2: organisation and user lists are shown "newest-last reversed", i.e. newest first. */
const newestFirst = <T>(rows: readonly T[]): T[] => [...rows].reverse();

export function useOrganisations(orgName: string) {
  return useQuery({
    queryKey: organisationKeys.list(orgName),
    queryFn: () => fetchOrganisations(orgName),
    select: newestFirst,
    placeholderData: keepPreviousData,
  });
}

export function useOrganisation(did: string | null) {
  return useQuery({
    queryKey: organisationKeys.detail(did ?? ''),
    queryFn: () => fetchOrganisation(did ?? ''),
    enabled: !!did,
  });
}

export function useOrganisationUsers(did: string | null) {
  return useQuery({
    queryKey: organisationKeys.users(did ?? ''),
    queryFn: () => fetchOrganisationUsers(did ?? ''),
    enabled: !!did,
    select: newestFirst,
  });
}

export function useOrganisationActivities(
  did: string | null,
  page: number = ACTIVITY_FIRST_PAGE,
  enabled = true,
) {
  return useQuery({
    queryKey: organisationKeys.activities(did ?? '', page),
    queryFn: () => fetchOrganisationActivities(did ?? '', page),
    enabled: enabled && !!did,
    placeholderData: keepPreviousData,
  });
}
