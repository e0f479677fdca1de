import { useLocation, useSearchParams } from 'react-router';
import { linkTo, type LinkTarget } from '../../lib/routing';

/** Paths, link builders and typed search of the organisations screens (their pages link to each other). */
export const ORGANISATIONS_PATHS = {
  management: '/organizations-management',
  detail: '/organizations-detail',
} as const;

export const toOrganisationsManagement = linkTo(ORGANISATIONS_PATHS.management);

export interface OrganisationDetailParams {
  did: string;
}

/** Query parameter of the organisation detail that names the organisation. */
const DID_PARAM = 'did';

/**
 * Spec §2: the organisation DID travels in navigation state. It is in the URL as well (?did=), so a
 * reload or a shared link still opens the same organisation.
 */
export function toOrganisationDetail({
  did,
}: OrganisationDetailParams): LinkTarget<{ organizationDid: string }> {
  const query = new URLSearchParams({ [DID_PARAM]: did });
  return { to: `${ORGANISATIONS_PATHS.detail}?${query.toString()}`, state: { organizationDid: did } };
}

/** The detail's organisation DID: from navigation state, else from ?did=; null when neither names one. */
export function useOrganisationDetailParams(): { did: string | null } {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { organizationDid?: unknown } | null;
  const fromState = typeof state?.organizationDid === 'string' ? state.organizationDid : null;
  return { did: (fromState ?? params.get(DID_PARAM))?.trim() || null };
}
