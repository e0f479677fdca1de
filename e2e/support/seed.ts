import { answerInvitation, answerQr, parseQr } from '@sigil/wallet';
import {
  ZAuthPollResponse,
  ZAuthRequestCreated,
  ZEndorsementList,
  ZEnrolmentRequestList,
  ZInvitation,
  ZMemberList,
  ZMembershipRequest,
  ZScheme,
  ZSessionResponse,
  type TNewSchemeField,
  type TAuthRequestCreate,
  type TEnrolmentRequestItem,
  type TInvitation,
  type TLoginMode,
  type TOrganisationSignup,
} from '@sigil/core';
import { newHolder, type E2eHolder } from './wallet';

/**
 * Test data through the API, as the console and the wallet would create it: no rows written by
 * hand. Each helper drives the real wallet protocol, so the data is what a user would have made.
 */

/** One API call; a refusal throws with its status and body. */
export async function call(
  baseUrl: string,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<unknown> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(rest.headers as Record<string, string> | undefined),
    },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A QR request answered by the holder's wallet; returns the request (txid, poll secret). */
async function answeredRequest(baseUrl: string, body: TAuthRequestCreate, holder: E2eHolder, profile = {}) {
  const created = ZAuthRequestCreated.parse(
    await call(baseUrl, '/api/v1/auth/request', { method: 'POST', body: JSON.stringify(body) }),
  );
  await answerQr({ privateKey: holder.privateKey, qr: parseQr(created.qr), approve: true, ...profile });
  return created;
}

/** The login's completed answer (token and profile), as the console gets it after the scan. */
async function apiLoginAnswer(
  baseUrl: string,
  holder: E2eHolder,
  mode: TLoginMode,
  profile: { name?: string } = {},
) {
  const created = await answeredRequest(baseUrl, { intent: 'login', mode }, holder, profile);
  const poll = ZAuthPollResponse.parse(
    await call(baseUrl, `/api/v1/auth/request?txid=${encodeURIComponent(created.txid)}`, {
      headers: { 'x-poll-secret': created.pollSecret },
    }),
  );
  if (poll.status !== 'COMPLETED' || !poll.token) throw new Error(`login as ${mode} ended ${poll.status}`);
  return { token: poll.token, roles: poll.profile?.roles ?? [] };
}

/** A session token for the holder in a login mode, as the console gets it after the scan (with the wallet's profile). */
export async function apiLogin(
  baseUrl: string,
  holder: E2eHolder,
  mode: TLoginMode,
  profile: { name?: string } = {},
): Promise<string> {
  return (await apiLoginAnswer(baseUrl, holder, mode, profile)).token;
}

/**
 * An organisation session acting through the holder's membership of that role type: a holder of
 * several picks it as the console's account picker does.
 */
export async function apiLoginAs(baseUrl: string, holder: E2eHolder, roleType: string): Promise<string> {
  const { token, roles } = await apiLoginAnswer(baseUrl, holder, 'organisation');
  if (roles.length <= 1) return token;
  const membership = roles.find((role) => role.type === roleType);
  if (!membership) throw new Error(`the holder has no ${roleType} membership`);
  const session = ZSessionResponse.parse(
    await call(baseUrl, '/api/v1/auth/select-account', {
      method: 'POST',
      token,
      body: JSON.stringify({ membershipId: membership.membershipId }),
    }),
  );
  return session.token;
}

/** An organisation signup by the requester, confirmed in their wallet (pending the provider's review). */
export async function seedSignup(
  baseUrl: string,
  requester: E2eHolder,
  signup: TOrganisationSignup,
  name = 'Seeded Requester',
): Promise<void> {
  await answeredRequest(baseUrl, { intent: 'orgsignup', additionalParams: signup }, requester, {
    name,
    email: signup.contactEmail,
  });
}

/** Signs an organisation up and has the provider approve it: the requester is then its Admin. */
export async function seedApprovedOrganisation(
  baseUrl: string,
  { provider, requester, signup }: { provider: E2eHolder; requester: E2eHolder; signup: TOrganisationSignup },
): Promise<TEnrolmentRequestItem> {
  await seedSignup(baseUrl, requester, signup);
  const token = await apiLogin(baseUrl, provider, 'provider');
  const query = new URLSearchParams({ orgName: signup.orgName });
  const requests = ZEnrolmentRequestList.parse(
    await call(baseUrl, `/api/invite/invitations/?${query}`, { token }),
  );
  const request = requests.find((item) => item.orgName === signup.orgName);
  if (!request) throw new Error(`no enrolment request for ${signup.orgName}`);
  // No features named: the provider's default, every organisation feature (decision 0009).
  const decision = { id: request.id, type: 'approve' };
  await call(baseUrl, `/api/invite/invitations/${request.id}`, {
    method: 'POST',
    token,
    body: JSON.stringify(decision),
  });
  const [approved] = ZEnrolmentRequestList.parse(
    await call(baseUrl, `/api/invite/invitations/?${query}`, { token }),
  );
  if (!approved?.organisationDid) throw new Error(`${signup.orgName} was not approved`);
  return approved;
}

/** An invitation into an admin role (1001, 1020, 1030), sent by the organisation's Admin, waiting for its answer. */
export async function seedInvitation(
  baseUrl: string,
  {
    adminToken,
    roleCode,
    name,
    email,
  }: { adminToken: string; roleCode: string; name: string; email: string },
): Promise<TInvitation> {
  return ZInvitation.parse(
    await call(baseUrl, '/api/v1/invitations/', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ invitationType: 'MemberShipRoleInvite', roleCode, name, email }),
    }),
  );
}

/** A new member of the organisation in an admin role (1001, 1020, 1030): invited by its Admin, accepted by their wallet. */
export async function seedAdminRoleMember(
  baseUrl: string,
  {
    adminToken,
    holder,
    roleCode,
    name,
  }: { adminToken: string; holder: E2eHolder; roleCode: string; name: string },
): Promise<void> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@seed.example`;
  const invitation = await seedInvitation(baseUrl, { adminToken, roleCode, name, email });
  await answerInvitation({
    privateKey: holder.privateKey,
    baseUrl,
    invitationCode: invitation.invitationCode,
    answer: 'Accepted',
  });
}

/**
 * An active custom role of the organisation, made as the rules ask: a new RoleAdmin makes it, the
 * Admin checks it and a second, new Admin approves it. Answers the role and that second Admin
 * (whom a test may use as the approver of membership requests).
 */
export async function seedActiveRole(
  baseUrl: string,
  {
    admin,
    organisationDid,
    roleName,
    fields = [],
  }: { admin: E2eHolder; organisationDid: string; roleName: string; fields?: TNewSchemeField[] },
) {
  const adminToken = await apiLoginAs(baseUrl, admin, 'Admin');
  const maker = newHolder();
  const approver = newHolder();
  await seedAdminRoleMember(baseUrl, {
    adminToken,
    holder: maker,
    roleCode: '1030',
    name: `${roleName} Maker`,
  });
  await seedAdminRoleMember(baseUrl, {
    adminToken,
    holder: approver,
    roleCode: '1001',
    name: `${roleName} Approver`,
  });
  const members = ZMemberList.parse(
    await call(baseUrl, `/api/accounts/${organisationDid}/members`, { token: adminToken }),
  );
  const memberId = members.find((m) => m.MemberDid === maker.did && m.TypeOfRole === 'RoleAdmin')!.MemberID;
  const role = ZScheme.parse(
    await call(baseUrl, '/api/v1/trustanchor/schemes', {
      method: 'POST',
      token: await apiLoginAs(baseUrl, maker, 'RoleAdmin'),
      body: JSON.stringify({
        orgScheme: { schemeName: roleName, organizationDid: organisationDid, memberId, fields },
      }),
    }),
  );
  await call(baseUrl, `/api/v1/trustanchor/schemes/${role.id}/check`, {
    method: 'PUT',
    token: adminToken,
    body: '{}',
  });
  const approverToken = await apiLoginAs(baseUrl, approver, 'Admin');
  await call(baseUrl, `/api/v1/trustanchor/schemes/${role.id}/approve`, {
    method: 'PUT',
    token: approverToken,
    body: '{}',
  });
  return { role, approver };
}

/**
 * An endorsement issued to the holder as the rules ask: the holder applies to the active role as an
 * individual, the organisation's Admin checks the request and `approver` (a second Admin) approves
 * it. Answers `revoke()`, the Admin deleting it (which marks it in the status list).
 */
export async function seedEndorsement(
  baseUrl: string,
  {
    admin,
    approver,
    holder,
    organisationDid,
    roleId,
    values = {},
  }: {
    admin: E2eHolder;
    approver: E2eHolder;
    /** Our wallet's holder, or one already logged in as an individual (a standard wallet's, say). */
    holder: E2eHolder | { did: string; individualToken: string };
    organisationDid: string;
    roleId: string;
    /** The role's fields, by name. */
    values?: Record<string, string>;
  },
): Promise<{ revoke: () => Promise<void> }> {
  const individualToken =
    'individualToken' in holder ? holder.individualToken : await apiLogin(baseUrl, holder, 'individual');
  const request = ZMembershipRequest.parse(
    await call(baseUrl, `/api/v1/users/request-endorsement/${organisationDid}`, {
      method: 'POST',
      token: individualToken,
      body: JSON.stringify({ schemeId: roleId, values }),
    }),
  );
  const adminToken = await apiLoginAs(baseUrl, admin, 'Admin');
  await call(baseUrl, `/api/v1/trustanchor/orgschemes/${request.id}/check`, {
    method: 'PUT',
    token: adminToken,
    body: '{}',
  });
  await call(baseUrl, `/api/v1/trustanchor/orgschemes/${request.id}/approve`, {
    method: 'PUT',
    token: await apiLoginAs(baseUrl, approver, 'Admin'),
    body: '{}',
  });
  const [endorsement] = ZEndorsementList.parse(
    await call(baseUrl, '/api/v1/endorsements/mine', { token: individualToken }),
  );
  if (!endorsement) throw new Error('no endorsement was issued');
  return {
    revoke: async () => {
      const query = new URLSearchParams({ memberDid: holder.did });
      await call(baseUrl, `/api/v1/endorsements/${endorsement.memberId}?${query}`, {
        method: 'DELETE',
        token: adminToken,
        body: '{}',
      });
    },
  };
}

/**
 * Rows for screens to show: an approved organisation whose Admin is `admin` ("<label> Approved
 * Ltd") and a signup waiting for review ("<label> Pending Ltd").
 */
export async function seedApprovedAndPending(
  baseUrl: string,
  provider: E2eHolder,
  admin: E2eHolder,
  label: string,
): Promise<void> {
  await seedApprovedOrganisation(baseUrl, {
    provider,
    requester: admin,
    signup: createSignup({ orgName: `${label} Approved Ltd` }),
  });
  await seedSignup(baseUrl, newHolder(), createSignup({ orgName: `${label} Pending Ltd` }));
}

let sequence = 0;

/** A valid signup with unique name and registration number (factories, not hand-built rows). */
export function createSignup(overrides: Partial<TOrganisationSignup> = {}): TOrganisationSignup {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}`;
  return {
    orgName: `Seeded Org ${stamp}`,
    contactEmail: `admin.${stamp}@seeded.example`,
    contactNumber: '+65 9123 4567',
    orgRegNumber: `UEN-${stamp}`,
    corporateWebsite: 'https://seeded.example',
    mailingAddress1: '1 Raffles Place, Singapore',
    countryOfIncorporation: 'Singapore',
    ...overrides,
  };
}
