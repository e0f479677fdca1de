import { afterAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import {
  ZEnrolmentRequestList,
  ZOrganisationList,
  ZOrganisationUserList,
  type TEnrolmentRequestItem,
} from '@sigil/core';
import { answerInvitation, requestWalletToken } from '@sigil/wallet';
import {
  ZEndorsementList,
  ZInvitation,
  ZInvitationList,
  ZMemberList,
  ZMembershipRequest,
  ZMembershipRequestList,
} from '@sigil/core';
import {
  apiLogin,
  apiLoginAs,
  call,
  createSignup,
  seedActiveRole,
  seedApprovedOrganisation,
  seedEndorsement,
  seedSignup,
} from '../support/seed';
import { startServer, type RunningServer } from '../support/server';
import { newHolder, type E2eHolder } from '../support/wallet';

const SIGNUPS = 8;

/** kill -9 as soon as the first of the calls in flight is answered; how many were answered in all. */
async function killOnFirstAnswer(server: RunningServer, inFlight: Array<Promise<unknown>>): Promise<number> {
  await Promise.race(inFlight).catch(() => undefined);
  await server.kill();
  return (await Promise.allSettled(inFlight)).filter((outcome) => outcome.status === 'fulfilled').length;
}
const POSTGRES = process.env.FAULTS_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The provider's view of every request, organisation and organisation's users. */
async function providerView(baseUrl: string, provider: E2eHolder) {
  const token = await apiLogin(baseUrl, provider, 'provider');
  const requests = ZEnrolmentRequestList.parse(await call(baseUrl, '/api/invite/invitations/', { token }));
  const organisations = ZOrganisationList.parse(await call(baseUrl, '/api/v1/accounts', { token }));
  const usersOf = async (did: string) =>
    ZOrganisationUserList.parse(
      await call(baseUrl, `/api/v1/users/?organizationDid=${encodeURIComponent(did)}`, { token }),
    );
  return { token, requests, organisations, usersOf };
}

/** Nothing half-done: every accepted request has its organisation, and every organisation its Admin. */
async function expectWhole(baseUrl: string, provider: E2eHolder, names: string[]) {
  const { requests, organisations, usersOf } = await providerView(baseUrl, provider);
  const ours = requests.filter((request) => names.includes(request.orgName));
  expect(ours).toHaveLength(names.length); // the data directory (or database) kept every signup
  for (const request of ours) {
    const organisation = organisations.find((item) => item.businessName === request.orgName);
    if (request.status === 'ACCEPTED') {
      expect(request.organisationDid, request.orgName).toBeTruthy();
      expect(organisation?.accountDid, request.orgName).toBe(request.organisationDid);
      const users = await usersOf(request.organisationDid!);
      expect(
        users.map((user) => [user.MemberDid, user.TypeOfRole]),
        request.orgName,
      ).toEqual([[request.requesterDid, 'Admin']]);
    } else {
      expect(request, request.orgName).toMatchObject({ status: 'INVITED', organisationDid: null });
      expect(organisation, request.orgName).toBeUndefined();
    }
  }
  return ours;
}

const approve = (baseUrl: string, token: string, request: TEnrolmentRequestItem) =>
  call(baseUrl, `/api/invite/invitations/${request.id}`, {
    method: 'POST',
    token,
    body: JSON.stringify({ id: request.id, type: 'approve' }),
  });

/**
 * kill -9 of the server while it approves organisations (each approval creates the organisation,
 * its key, its Admin membership and a mail in one transaction): after a restart on the same data,
 * nothing is half-done and the rest can still be approved.
 */
async function killDuringApprovals(env: Record<string, string>) {
  const provider = newHolder();
  const serverEnv = { ...env, PROVIDER_DIDS: provider.did, AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
  let server: RunningServer = await startServer(serverEnv);
  try {
    const signups = Array.from({ length: SIGNUPS }, () => createSignup());
    for (const signup of signups) await seedSignup(server.baseUrl, newHolder(), signup);
    const names = signups.map((signup) => signup.orgName);
    const { token, requests } = await providerView(server.baseUrl, provider);
    const pending = requests.filter((request) => names.includes(request.orgName));

    // All approvals at once; the process dies as soon as the first one is answered.
    const inFlight = pending.map((request) => approve(server.baseUrl, token, request));
    const answered = await killOnFirstAnswer(server, inFlight);

    server = await startServer(serverEnv, { dataDir: server.dataDir });
    const afterRestart = await expectWhole(server.baseUrl, provider, names);
    const accepted = afterRestart.filter((request) => request.status === 'ACCEPTED').length;
    expect(accepted).toBeGreaterThanOrEqual(answered); // an answered approval was committed

    const { token: again } = await providerView(server.baseUrl, provider);
    for (const request of afterRestart.filter((item) => item.status === 'INVITED'))
      await approve(server.baseUrl, again, request);
    const finished = await expectWhole(server.baseUrl, provider, names);
    expect(finished.every((request) => request.status === 'ACCEPTED')).toBe(true);
    return { answered, acceptedAtRestart: accepted };
  } finally {
    await server.stop();
  }
}

/** One organisation with an Admin and a holder of one of its endorsements. */
interface EndorsingOrganisation {
  did: string;
  holder: E2eHolder;
}

async function seedEndorsingOrganisation(
  baseUrl: string,
  provider: E2eHolder,
): Promise<EndorsingOrganisation> {
  const admin = newHolder();
  const approved = await seedApprovedOrganisation(baseUrl, {
    provider,
    requester: admin,
    signup: createSignup(),
  });
  const did = approved.organisationDid!;
  const { role, approver } = await seedActiveRole(baseUrl, {
    admin,
    organisationDid: did,
    roleName: 'Inspector',
  });
  const holder = newHolder();
  await seedEndorsement(baseUrl, { admin, approver, holder, organisationDid: did, roleId: role.id });
  return { did, holder };
}

/**
 * Whether the organisation is deactivated, after checking that it is so whole or not at all: its
 * status, its DID, its members and its holder's endorsement all agree.
 */
async function deactivatedWhole(
  baseUrl: string,
  token: string,
  org: EndorsingOrganisation,
): Promise<boolean> {
  const listed = ZOrganisationList.parse(await call(baseUrl, '/api/v1/accounts', { token })).find(
    (item) => item.accountDid === org.did,
  );
  const deactivated = listed?.status === 'DEACTIVATED';
  if (!deactivated) expect(listed?.status, org.did).toBe('ACTIVE');
  const resolved = await fetch(`${baseUrl}/1.0/identifiers/${org.did}`);
  expect(resolved.status, org.did).toBe(deactivated ? 410 : 200);
  const users = ZOrganisationUserList.parse(
    await call(baseUrl, `/api/v1/users/?organizationDid=${encodeURIComponent(org.did)}`, { token }),
  );
  expect(users.length === 0, org.did).toBe(deactivated);
  const [endorsement] = ZEndorsementList.parse(
    await call(baseUrl, '/api/v1/endorsements/mine', {
      token: await apiLogin(baseUrl, org.holder, 'individual'),
    }),
  );
  expect(endorsement?.revokedAt !== null, org.did).toBe(deactivated);
  return deactivated;
}

const deactivate = (baseUrl: string, token: string, did: string) =>
  call(baseUrl, `/api/accounts/${did}/deactivate`, {
    method: 'POST',
    token,
    body: JSON.stringify({ reason: 'Dissolved' }),
  });

/**
 * One request on a connection of its own (no keep-alive: a reused connection that the server closes
 * while idle could fail a request the server never received): its status, or the error that ended it.
 */
function requestOnce(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = httpRequest(`${baseUrl}${path}`, {
      method,
      agent: false,
      headers: { connection: 'close', ...(payload ? { 'content-type': 'application/json' } : {}) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(payload);
  });
}

describe('SIGTERM under load', () => {
  it('drains: not ready while still serving, so a balancer stops sending; every request is answered; a clean exit', async () => {
    const server = await startServer({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '1500',
    });
    const outcomes: Array<number | string> = [];
    let balancerSends = true;
    // The load balancer: sends traffic while the process says it is ready.
    const balancer = (async () => {
      while (balancerSends) {
        if ((await requestOnce(server.baseUrl, 'GET', '/api/health/ready')) !== 200) balancerSends = false;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const calls = [
      () => requestOnce(server.baseUrl, 'GET', '/api/health'),
      () => requestOnce(server.baseUrl, 'GET', '/trqp/metadata'),
      () =>
        requestOnce(server.baseUrl, 'POST', '/api/v1/auth/request', { intent: 'login', mode: 'individual' }),
    ];
    const clients = Array.from({ length: 12 }, async (_, n) => {
      for (let i = n; balancerSends; i++) outcomes.push(await calls[i % calls.length]!());
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const exited = server.pause(); // SIGTERM
    await Promise.all([balancer, ...clients]);
    await exited;
    try {
      expect(outcomes.length).toBeGreaterThan(50);
      // Every request the balancer sent was answered, none failed or was cut off.
      expect(outcomes.filter((outcome) => typeof outcome !== 'number' || outcome >= 500)).toEqual([]);
      expect(server.output()).toContain('draining: not ready, still serving');
      expect(server.output()).toContain('shut down cleanly');
      console.log(`SIGTERM under load: ${outcomes.length} requests, all answered, while draining and before`);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe('kill -9 during deactivations', () => {
  it('on the embedded database: each organisation is deactivated whole (DID, endorsements, memberships) or not at all', async () => {
    const provider = newHolder();
    const serverEnv = { PROVIDER_DIDS: provider.did, AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
    let server: RunningServer = await startServer(serverEnv);
    try {
      const organisations: EndorsingOrganisation[] = [];
      for (let i = 0; i < 4; i++)
        organisations.push(await seedEndorsingOrganisation(server.baseUrl, provider));
      const token = await apiLogin(server.baseUrl, provider, 'provider');

      const inFlight = organisations.map((org) => deactivate(server.baseUrl, token, org.did));
      const answered = await killOnFirstAnswer(server, inFlight);

      server = await startServer(serverEnv, { dataDir: server.dataDir });
      const again = await apiLogin(server.baseUrl, provider, 'provider');
      let whole = 0;
      for (const org of organisations) if (await deactivatedWhole(server.baseUrl, again, org)) whole += 1;
      expect(whole).toBeGreaterThanOrEqual(answered); // an answered deactivation was committed
      for (const org of organisations) {
        if (!(await deactivatedWhole(server.baseUrl, again, org)))
          await deactivate(server.baseUrl, again, org.did);
        expect(await deactivatedWhole(server.baseUrl, again, org)).toBe(true);
      }
      console.log(
        `PGlite: ${answered} of ${organisations.length} deactivations answered before kill -9, ${whole} whole at restart`,
      );
    } finally {
      await server.stop();
    }
  }, 240_000);
});

describe('kill -9 during enrolment approval', () => {
  it('on the embedded database: the data directory opens again, whole', async () => {
    const result = await killDuringApprovals({});
    console.log(
      `PGlite: ${result.answered} of ${SIGNUPS} approvals answered before kill -9, ${result.acceptedAtRestart} accepted at restart`,
    );
  }, 180_000);

  describe('on PostgreSQL', async () => {
    const reachable = await postgresReachable();
    const database = `sigil_faults_${Date.now().toString(36)}`;
    afterAll(async () => {
      if (reachable) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });

    it.runIf(reachable)(
      'the database holds no half-done approval',
      async () => {
        await adminQuery(`CREATE DATABASE ${database}`);
        const url = new URL(POSTGRES);
        url.pathname = `/${database}`;
        const result = await killDuringApprovals({ DATABASE_URL: url.toString() });
        console.log(
          `PostgreSQL: ${result.answered} of ${SIGNUPS} approvals answered before kill -9, ${result.acceptedAtRestart} accepted at restart`,
        );
      },
      180_000,
    );
  });
});

/** The Admin's view: the organisation's admin invitations and its live members. */
async function invitationView(baseUrl: string, token: string, organisationDid: string) {
  const invitations = ZInvitationList.parse(
    await call(baseUrl, '/api/v1/invitations/orgroles/sent', { token }),
  );
  const members = ZMemberList.parse(
    await call(baseUrl, `/api/accounts/${encodeURIComponent(organisationDid)}/members`, { token }),
  );
  return { invitations, members };
}

/** Nothing half-done: an accepted invitation has its membership, a waiting one none. */
function expectInvitationsWhole(
  view: Awaited<ReturnType<typeof invitationView>>,
  invitees: readonly E2eHolder[],
) {
  expect(view.invitations).toHaveLength(invitees.length);
  for (const invitation of view.invitations) {
    const memberships = view.members.filter((member) => member.MemberDid === invitation.inviteeDid);
    if (invitation.status === 'ACCEPTED')
      expect(
        memberships.map((m) => m.TypeOfRole),
        invitation.inviteeName,
      ).toEqual(['RoleAdmin']);
    else
      expect({ name: invitation.inviteeName, status: invitation.status, memberships }).toMatchObject({
        status: 'INVITED',
        memberships: [],
      });
  }
  return view.invitations.filter((invitation) => invitation.status === 'ACCEPTED').length;
}

/**
 * kill -9 while invitees accept (each acceptance creates the membership and closes the invitation
 * in one transaction): after a restart no invitation is accepted without its membership, none has
 * a membership while it waits, and the rest can still be accepted.
 */
async function killDuringAcceptances(env: Record<string, string>) {
  const provider = newHolder();
  const admin = newHolder();
  const serverEnv = { ...env, PROVIDER_DIDS: provider.did, AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
  let server: RunningServer = await startServer(serverEnv);
  try {
    const approved = await seedApprovedOrganisation(server.baseUrl, {
      provider,
      requester: admin,
      signup: createSignup(),
    });
    const organisationDid = approved.organisationDid!;
    const adminToken = await apiLogin(server.baseUrl, admin, 'organisation');
    const invitees = Array.from({ length: SIGNUPS }, () => newHolder());
    const accept = async (holder: E2eHolder, invitationCode: string, baseUrl: string) =>
      answerInvitation({
        privateKey: holder.privateKey,
        baseUrl,
        invitationCode,
        answer: 'Accepted',
        token: (await requestWalletToken({ privateKey: holder.privateKey, baseUrl })).token,
      });
    const codes: string[] = [];
    for (const [index] of invitees.entries()) {
      const invitation = ZInvitation.parse(
        await call(server.baseUrl, '/api/v1/invitations/', {
          method: 'POST',
          token: adminToken,
          body: JSON.stringify({
            invitationType: 'MemberShipRoleInvite',
            roleCode: '1030',
            name: `Invitee ${index}`,
            email: `invitee${index}@faults.example`,
          }),
        }),
      );
      codes.push(invitation.invitationCode);
    }

    // Every acceptance at once; the process dies as soon as the first one is answered.
    const inFlight = invitees.map((holder, index) => accept(holder, codes[index]!, server.baseUrl));
    const answered = await killOnFirstAnswer(server, inFlight);

    server = await startServer(serverEnv, { dataDir: server.dataDir });
    const token = await apiLogin(server.baseUrl, admin, 'organisation');
    const acceptedAtRestart = expectInvitationsWhole(
      await invitationView(server.baseUrl, token, organisationDid),
      invitees,
    );
    expect(acceptedAtRestart).toBeGreaterThanOrEqual(answered); // an answered acceptance was committed

    const { invitations } = await invitationView(server.baseUrl, token, organisationDid);
    for (const [index, holder] of invitees.entries()) {
      if (invitations.find((invitation) => invitation.invitationCode === codes[index])?.status === 'INVITED')
        await accept(holder, codes[index]!, server.baseUrl);
    }
    expect(
      expectInvitationsWhole(await invitationView(server.baseUrl, token, organisationDid), invitees),
    ).toBe(SIGNUPS);
    return { answered, acceptedAtRestart };
  } finally {
    await server.stop();
  }
}

describe('kill -9 during invitation acceptance', () => {
  it('on the embedded database: every invitation is accepted with its membership or waits without one', async () => {
    const result = await killDuringAcceptances({});
    console.log(
      `PGlite: ${result.answered} of ${SIGNUPS} acceptances answered before kill -9, ${result.acceptedAtRestart} accepted at restart`,
    );
  }, 180_000);

  describe('on PostgreSQL', async () => {
    const reachable = await postgresReachable();
    const database = `sigil_faults_inv_${Date.now().toString(36)}`;
    afterAll(async () => {
      if (reachable) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });

    it.runIf(reachable)(
      'the database holds no half-done acceptance',
      async () => {
        await adminQuery(`CREATE DATABASE ${database}`);
        const url = new URL(POSTGRES);
        url.pathname = `/${database}`;
        const result = await killDuringAcceptances({ DATABASE_URL: url.toString() });
        console.log(
          `PostgreSQL: ${result.answered} of ${SIGNUPS} acceptances answered before kill -9, ${result.acceptedAtRestart} accepted at restart`,
        );
      },
      180_000,
    );
  });
});

/** The organisation's requests, issued endorsements and members, as its Admin reads them. */
async function issuanceView(baseUrl: string, token: string, organisationDid: string) {
  const read = (path: string) => call(baseUrl, path, { token });
  return {
    checked: ZMembershipRequestList.parse(await read('/api/v1/trustanchor/orgschemes/checked')),
    decided: ZMembershipRequestList.parse(await read('/api/v1/trustanchor/orgschemes/history')),
    endorsements: ZEndorsementList.parse(await read('/api/v1/endorsements')),
    members: ZMemberList.parse(await read(`/api/accounts/${organisationDid}/members`)),
  };
}

/** Nothing half-done: an approved request has its membership and one live endorsement; a checked one neither. */
function expectIssuanceWhole(view: Awaited<ReturnType<typeof issuanceView>>, total: number): number {
  expect(view.checked.length + view.decided.length).toBe(total);
  for (const request of [...view.checked, ...view.decided]) {
    const endorsements = view.endorsements.filter(
      (e) => e.holderDid === request.requesterDid && e.status === 'VALID',
    );
    const memberships = view.members.filter(
      (m) => m.MemberDid === request.requesterDid && m.SchemeId === request.schemeId,
    );
    const expected = request.status === 'APPROVED' ? 1 : 0;
    expect({
      request: request.requesterDid,
      status: request.status,
      endorsements: endorsements.length,
      memberships: memberships.length,
    }).toEqual({
      request: request.requesterDid,
      status: request.status,
      endorsements: expected,
      memberships: expected,
    });
  }
  return view.decided.filter((request) => request.status === 'APPROVED').length;
}

/**
 * kill -9 while an Admin approves checked membership requests (each approval creates the membership,
 * issues the endorsement with its status list position and closes the request in one transaction).
 */
async function killDuringIssuance(env: Record<string, string>) {
  const provider = newHolder();
  const admin = newHolder();
  const serverEnv = { ...env, PROVIDER_DIDS: provider.did, AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
  let server: RunningServer = await startServer(serverEnv);
  try {
    const approved = await seedApprovedOrganisation(server.baseUrl, {
      provider,
      requester: admin,
      signup: createSignup(),
    });
    const organisationDid = approved.organisationDid!;
    const { role, approver } = await seedActiveRole(server.baseUrl, {
      admin,
      organisationDid,
      roleName: 'Faulty Role',
    });
    const adminToken = await apiLoginAs(server.baseUrl, admin, 'Admin');
    const requestIds: string[] = [];
    for (const applicant of Array.from({ length: SIGNUPS }, () => newHolder())) {
      const token = await apiLogin(server.baseUrl, applicant, 'individual');
      const request = ZMembershipRequest.parse(
        await call(server.baseUrl, `/api/v1/users/request-endorsement/${organisationDid}`, {
          method: 'POST',
          token,
          body: JSON.stringify({ schemeId: role.id, values: {} }),
        }),
      );
      await call(server.baseUrl, `/api/v1/trustanchor/orgschemes/${request.id}/check`, {
        method: 'PUT',
        token: adminToken,
        body: '{}',
      });
      requestIds.push(request.id);
    }
    const approve = async (id: string, baseUrl: string, token: string) =>
      call(baseUrl, `/api/v1/trustanchor/orgschemes/${id}/approve`, { method: 'PUT', token, body: '{}' });

    // Every approval at once; the process dies as soon as the first one is answered.
    const approverToken = await apiLoginAs(server.baseUrl, approver, 'Admin');
    const inFlight = requestIds.map((id) => approve(id, server.baseUrl, approverToken));
    const answered = await killOnFirstAnswer(server, inFlight);

    server = await startServer(serverEnv, { dataDir: server.dataDir });
    const token = await apiLoginAs(server.baseUrl, admin, 'Admin');
    const approvedAtRestart = expectIssuanceWhole(
      await issuanceView(server.baseUrl, token, organisationDid),
      SIGNUPS,
    );
    expect(approvedAtRestart).toBeGreaterThanOrEqual(answered);

    const again = await apiLoginAs(server.baseUrl, approver, 'Admin');
    for (const request of (await issuanceView(server.baseUrl, token, organisationDid)).checked) {
      await approve(request.id, server.baseUrl, again);
    }
    expect(expectIssuanceWhole(await issuanceView(server.baseUrl, token, organisationDid), SIGNUPS)).toBe(
      SIGNUPS,
    );
    return { answered, approvedAtRestart };
  } finally {
    await server.stop();
  }
}

describe('kill -9 during endorsement issuance', () => {
  it('on the embedded database: every approved request has its membership and endorsement, every other neither', async () => {
    const result = await killDuringIssuance({});
    console.log(
      `PGlite: ${result.answered} of ${SIGNUPS} approvals answered before kill -9, ${result.approvedAtRestart} approved at restart`,
    );
  }, 240_000);

  describe('on PostgreSQL', async () => {
    const reachable = await postgresReachable();
    const database = `sigil_faults_vc_${Date.now().toString(36)}`;
    afterAll(async () => {
      if (reachable) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });

    it.runIf(reachable)(
      'the database holds no half-done issuance',
      async () => {
        await adminQuery(`CREATE DATABASE ${database}`);
        const url = new URL(POSTGRES);
        url.pathname = `/${database}`;
        const result = await killDuringIssuance({ DATABASE_URL: url.toString() });
        console.log(
          `PostgreSQL: ${result.answered} of ${SIGNUPS} approvals answered before kill -9, ${result.approvedAtRestart} approved at restart`,
        );
      },
      240_000,
    );
  });
});
