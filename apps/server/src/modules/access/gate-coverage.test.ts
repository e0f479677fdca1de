import { describe, expect, it } from 'vitest';
import type { TPermission } from '@sigil/core';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-tokens';
import { ActivitiesService } from '../activities/activities.service';
import { EnrolmentService } from '../enrolment/enrolment.service';
import type { IdentitiesService } from '../identities/identities.service';
import type { MailService } from '../mail/mail.service';
import type { CustomRoleListener, MembersService } from '../members/members.service';
import type { Accreditor } from '../accreditations/accreditations.service';
import { OrganisationLifecycleService } from '../organisations/organisation-lifecycle.service';
import { AccountFeaturesService } from '../organisations/account-features.service';
import { OrganisationsService } from '../organisations/organisations.service';
import { InvitationAnswersService } from '../invitations/invitation-answers.service';
import { InvitationsService } from '../invitations/invitations.service';
import { MachineUserInvitationsService } from '../invitations/machine-user-invitations.service';
import { MemberManagementService } from '../members/member-management.service';
import { RolesService } from '../roles/roles.service';
import { CustomFieldTypesService } from '../schemes/custom-field-types.service';
import { SchemesService } from '../schemes/schemes.service';
import type { Resolvable } from 'did-resolver';
import { DidRecordsService } from '../endorsements/did-records.service';
import { IssuanceService } from '../issuance/issuance.service';
import { PresentationsService } from '../presentations/presentations.service';
import { EndorsementsService } from '../endorsements/endorsements.service';
import { MembershipApplicationsService } from '../membership-requests/membership-applications.service';
import { MembershipRequestDecisionsService } from '../membership-requests/membership-request-decisions.service';
import { MembershipRequestsService, type Intake } from '../membership-requests/membership-requests.service';
import type { AccessGate } from './access-gate.service';
import { ContactsService } from '../contacts/contacts.service';
import { NotificationsService } from '../notifications/notifications.service';
import { NO_NEWS } from '../notifications/personal-news.service';
import { HistoryService } from '../history/history.service';
import type { RealtimePublisher } from '../../plugins/realtime';

/**
 * Every method of every service that serves organisation or holder data, and what it asks the
 * gate for first. A method added to one of these services fails this test until it is listed:
 * with the permission it asks for, or with the reason it needs none.
 */
const EXPECTED: Record<string, TPermission | { exempt: string }> = {
  'OrganisationsService.list': 'organisation:read',
  'OrganisationsService.detail': 'organisation:read',
  'OrganisationsService.createFromEnrolment': {
    exempt: 'inside EnrolmentService.decide, after enrolment:decide',
  },
  'OrganisationsService.existing': { exempt: 'private lookup, after the caller passed the gate' },
  'OrganisationsService.find': { exempt: 'for other modules, after their gate' },
  'OrganisationsService.search': { exempt: 'for other modules, after their gate' },
  'OrganisationsService.signerOf': {
    exempt: 'for the endorsements module, inside a gated issuance or the public status list',
  },
  'ActivitiesService.record': 'activities:record',
  // An organisation login's report; an individual asks activities:read-own, the provider read-all.
  'ActivitiesService.report': 'activities:read-organisation',
  'ActivitiesService.daily': 'activities:read-organisation',
  'ActivitiesService.organisationsOf': 'activities:read-all',
  'ActivitiesService.membersOf': 'activities:read-organisation',
  // Then the report's own scope (selectionFor).
  'ActivitiesService.download': 'activities:report',
  'ActivitiesService.csvInBatches': { exempt: 'private, inside download after the gate' },
  'ActivitiesService.selectionFor': { exempt: 'private: the gate call of report, daily and download' },
  'EnrolmentService.list': 'enrolment:read',
  'EnrolmentService.decide': 'enrolment:decide',
  'EnrolmentService.check': { exempt: 'public signup: refuses a duplicate before the QR is shown' },
  'EnrolmentService.complete': {
    exempt: "public signup: the holder's signed answer, inside its transaction",
  },
  'EnrolmentService.notify': { exempt: 'private, inside decide or complete' },
  'EnrolmentService.latestStatusOf': {
    exempt:
      "a wallet login's own DID, after its answer was verified (why it may not log in as an organisation)",
  },
  'RolesService.listRoles': { exempt: 'the four system roles: reference data, no organisation data' },
  'RolesService.permissionsFor': 'memberships:read-own',
  'RolesService.orgRoles': 'roles:read',
  'SchemesService.list': 'roles:read',
  'SchemesService.detail': 'roles:read',
  'SchemesService.fields': 'roles:read',
  'SchemesService.create': 'schemes:create',
  'SchemesService.rename': 'schemes:create',
  'SchemesService.addFields': 'schemes:create',
  'SchemesService.updateField': 'schemes:create',
  'SchemesService.removeFields': 'schemes:create',
  'SchemesService.remove': 'schemes:create',
  'SchemesService.check': 'schemes:check',
  'SchemesService.approve': 'schemes:approve',
  // Then schemes:check or schemes:approve by the role's status (AccessGate.permit).
  'SchemesService.reject': 'roles:read',
  'SchemesService.change': { exempt: 'private: every content change, after schemes:create' },
  'SchemesService.step': { exempt: 'private: check, approve and reject, after their permission' },
  'SchemesService.refuseSystemRoleName': { exempt: 'private name rule, after the gate' },
  'SchemesService.refuseTakenName': { exempt: 'private name rule, after the gate' },
  'SchemesService.find': { exempt: "private lookup in the caller's organisation, after the gate" },
  'SchemesService.activeRolesOf': { exempt: 'for other modules, after their gate' },
  'SchemesService.activeRolesOfEach': { exempt: 'for other modules, after their gate' },
  'SchemesService.lockedRole': { exempt: 'for other modules, inside their gated transaction' },
  'SchemesService.presentOne': { exempt: 'private, after the gate' },
  'SchemesService.present': { exempt: 'private, after the gate' },
  'CustomFieldTypesService.list': 'roles:read',
  'CustomFieldTypesService.create': 'custom-fields:manage',
  'CustomFieldTypesService.update': 'custom-fields:manage',
  'CustomFieldTypesService.remove': 'custom-fields:manage',
  // Then invitations:create-admin or invitations:create-user by the invitation's type (AccessGate.permit).
  'InvitationsService.listSent': 'invitations:send',
  'InvitationsService.send': 'invitations:send',
  'InvitationsService.cancel': 'invitations:send',
  'InvitationsService.resend': 'invitations:send',
  'InvitationsService.checkEmail': 'invitations:send',
  'InvitationAnswersService.pending': 'invitations:answer',
  'InvitationAnswersService.claim': 'invitations:answer',
  'InvitationAnswersService.answer': 'invitations:answer',
  'MachineUserInvitationsService.list': 'invitations:decide-machine-user',
  'MachineUserInvitationsService.decide': 'invitations:decide-machine-user',
  'InvitationsService.invitableRole': { exempt: 'private role check, after the gate' },
  'InvitationsService.ownInvitation': {
    exempt: "private lookup in the caller's organisation, after the gate",
  },
  'InvitationAnswersService.answerable': { exempt: 'private, after invitations:answer' },
  'InvitationAnswersService.tellAnswered': { exempt: 'private, inside answer' },
  'InvitationAnswersService.refuseOtherKey': { exempt: 'private, after invitations:answer' },
  'InvitationsService.expiryFromNow': { exempt: 'private clock arithmetic' },
  'InvitationsService.mailInvitation': { exempt: 'private, inside send or resend' },
  'MemberManagementService.list': 'organisation-users:read',
  // Then admins:manage or users:manage by the member's role.
  'MemberManagementService.remove': 'members:remove',
  'MemberManagementService.update': 'users:manage',
  'MemberManagementService.createKeyUser': 'users:manage',
  'MemberManagementService.manageable': {
    exempt: "private lookup in the caller's organisation, after the gate",
  },
  'MemberManagementService.userRole': { exempt: 'private role check, after the gate' },
  'EndorsementsService.mine': 'endorsements:hold',
  'EndorsementsService.liveCredentialOf': {
    exempt:
      'asked by IssuanceService after endorsements:hold (an offer) or for the offer its access token names',
  },
  'EndorsementsService.ofOrganisation': 'endorsements:read-organisation',
  'EndorsementsService.revoke': 'endorsements:revoke',
  'EndorsementsService.granted': {
    exempt: 'inside the transaction of a gated grant (invitation answer, request approval, role change)',
  },
  'EndorsementsService.ended': { exempt: 'inside the transaction of a gated removal or role change' },
  'EndorsementsService.organisationEnded': {
    exempt: "inside the transaction of the provider's gated deactivation",
  },
  'InvitationsService.organisationEnded': {
    exempt: "inside the transaction of the provider's gated deactivation",
  },
  'MembershipRequestDecisionsService.organisationEnded': {
    exempt: "inside the transaction of the provider's gated deactivation",
  },
  'EndorsementsService.statusListUrl': { exempt: 'a URL, no data' },
  'EndorsementsService.statusListCredential': {
    exempt: 'public by the W3C Bitstring Status List: bits that name nobody',
  },
  'EndorsementsService.liveOf': { exempt: 'for DidRecordsService, which applies the protect rule' },
  'MembershipApplicationsService.endorsableAccounts': 'endorsements:request',
  'MembershipApplicationsService.apply': 'endorsements:request',
  'MembershipApplicationsService.mine': 'endorsements:read-own',
  'MembershipRequestsService.enrol': 'membership-requests:enrol',
  'MembershipRequestsService.ofOrganisation': 'membership-requests:read',
  'MembershipRequestsService.all': 'endorsement-requests:read-all',
  'MembershipRequestDecisionsService.check': 'membership-requests:check',
  'MembershipRequestDecisionsService.approve': 'membership-requests:approve',
  // Then the permission of the request's step (check or approve).
  'MembershipRequestDecisionsService.reject': 'membership-requests:read',
  'MembershipRequestDecisionsService.step': {
    exempt: 'private: check, approve and reject, after their permission',
  },
  'MembershipRequestDecisionsService.outOfStep': { exempt: 'private message choice' },
  'MembershipRequestDecisionsService.ownRequest': {
    exempt: "private lookup in the caller's organisation, after the gate",
  },
  'MembershipRequestDecisionsService.notifyRequester': { exempt: 'private, inside approve or reject' },
  'DidRecordsService.record': {
    exempt: 'public record: the protect rule hides a protected DID from all but its holder',
  },
  'DidRecordsService.presentation': { exempt: 'public, through record and its protect rule' },
  'DidRecordsService.explore': 'dids:search',
  'IssuanceService.createOffer': 'endorsements:hold',
  'IssuanceService.token': {
    exempt: 'the pre-authorized code and its transaction code are the authorisation',
  },
  'IssuanceService.nonce': { exempt: 'a fresh random value, no holder data' },
  'IssuanceService.credential': {
    exempt: "the access token names the offer, and the proof must be signed by the offer's holder DID",
  },
  'IssuanceService.verifyProof': { exempt: 'private, inside credential' },
  'PresentationsService.create': 'persons:verify',
  'PresentationsService.poll': 'persons:verify',
  'PresentationsService.requestObject': {
    exempt: "a wallet's call: the txid names a waiting request, nothing more",
  },
  'PresentationsService.answer': { exempt: "a wallet's answer, checked against its request's nonce" },
  'PresentationsService.answerable': { exempt: 'private, inside requestObject and answer' },
  'IssuanceService.isHolder': { exempt: 'private, a comparison of two DIDs' },
  'DidRecordsService.protectFlag': 'profile:protect',
  'DidRecordsService.setProtectFlag': 'profile:protect',
  'ContactsService.list': 'contacts:manage',
  'ContactsService.create': 'contacts:manage',
  'ContactsService.update': 'contacts:manage',
  'ContactsService.remove': 'contacts:manage',
  'ContactsService.share': 'contacts:manage',
  'ContactsService.sync': 'contacts:sync',
  'EndorsementsService.tellRevoked': { exempt: 'private: tells holders inside granted/ended/revoke' },
  'ContactsService.checkDid': { exempt: 'private: checks a DID of a call that passed the gate' },
  'NotificationsService.list': 'notifications:read-own',
  'NotificationsService.markSeen': 'notifications:read-own',
  'NotificationsService.markAllSeen': 'notifications:read-own',
  'HistoryService.mine': 'history:read-own',
  'OrganisationsService.updateSettings': 'organisation:update',
  'OrganisationsService.setLogo': 'organisation:update',
  'OrganisationsService.logo': { exempt: "public: an organisation's logo, as its name" },
  'AccountFeaturesService.catalogue': 'features:read',
  'AccountFeaturesService.of': 'features:read',
  'AccountFeaturesService.set': 'features:manage',
  'OrganisationsService.history': 'organisation:read',
  'OrganisationsService.stateAt': { exempt: 'for other modules (TRQP answers publicly of an organisation)' },
  'OrganisationLifecycleService.change': 'organisation:lifecycle',
  'OrganisationLifecycleService.mailAdmins': { exempt: 'private, inside change' },
  'OrganisationsService.validate': {
    exempt: 'public: whether a DID is a live organisation, as its DID document',
  },
  'HistoryService.record': {
    exempt: "called by another service inside its transaction, after that service's own gate",
  },
  'NotificationsService.notify': {
    exempt: "called by another service inside its transaction, after that service's own gate",
  },
};

class GatePassed extends Error {}

/** Stands in for every dependency: touching one before the gate fails the test. */
function untouchable<T>(name: string): T {
  return new Proxy(
    {},
    {
      get: (_target, property) => {
        throw new Error(`${name}.${String(property)} was used before the access gate`);
      },
    },
  ) as T;
}

function recordingGate(asked: TPermission[]): AccessGate {
  return {
    require: (_user: SessionUser, permission: TPermission) => {
      asked.push(permission);
      return Promise.reject(new GatePassed());
    },
    checkTarget: () => undefined,
  } as unknown as AccessGate;
}

const user = {
  sub: 'did:sigil:0x1111111111111111111111111111111111111111',
  aud: 'organisation',
  mid: 'm',
} as SessionUser;

describe('the access gate guards every service method', () => {
  const asked: TPermission[] = [];
  const gate = recordingGate(asked);
  const db = untouchable<Db>('db');
  const organisations = new OrganisationsService(
    db,
    gate,
    untouchable<MembersService>('members'),
    untouchable<IdentitiesService>('identities'),
    {
      masterKey: Buffer.alloc(32),
      didMethod: 'sigil',
    },
  );
  const schemes = new SchemesService(db, gate, untouchable<MembersService>('members'));
  const endorsements = new EndorsementsService(
    db,
    gate,
    untouchable<MembersService>('members'),
    organisations,
    { publicUrl: 'http://sigil.test' },
  );
  const notifications = new NotificationsService(db, gate, untouchable<RealtimePublisher>('realtime'));
  const intake: Intake = {
    db,
    members: untouchable<MembersService>('members'),
    organisations,
    schemes,
    didMethod: 'sigil',
  };
  const services: Record<string, object> = {
    OrganisationsService: organisations,
    AccountFeaturesService: new AccountFeaturesService(db, gate, untouchable<Accreditor>('accreditor')),
    ActivitiesService: new ActivitiesService(db, gate, 'sigil'),
    EnrolmentService: new EnrolmentService(
      db,
      gate,
      organisations,
      untouchable<MailService>('mail'),
      untouchable<RealtimePublisher>('realtime'),
    ),
    ContactsService: new ContactsService(
      db,
      gate,
      untouchable<IdentitiesService>('identities'),
      NO_NEWS,
      'sigil',
    ),
    HistoryService: new HistoryService(db, gate),
    NotificationsService: notifications,
    RolesService: new RolesService(db, gate, untouchable<MembersService>('members'), schemes),
    SchemesService: schemes,
    CustomFieldTypesService: new CustomFieldTypesService(db, gate),
    InvitationsService: new InvitationsService(
      db,
      gate,
      untouchable<MembersService>('members'),
      untouchable<MailService>('mail'),
      { ttlHours: 1 },
    ),
    InvitationAnswersService: new InvitationAnswersService(
      db,
      gate,
      untouchable<MembersService>('members'),
      untouchable<IdentitiesService>('identities'),
    ),
    MachineUserInvitationsService: new MachineUserInvitationsService(
      db,
      gate,
      untouchable<IdentitiesService>('identities'),
      {
        members: untouchable<MembersService>('members'),
        customRoles: untouchable<CustomRoleListener>('customRoles'),
      },
      'Sigil',
    ),
    MemberManagementService: new MemberManagementService(
      db,
      gate,
      untouchable<MembersService>('members'),
      untouchable<IdentitiesService>('identities'),
      'sigil',
    ),
    EndorsementsService: endorsements,
    OrganisationLifecycleService: new OrganisationLifecycleService(
      db,
      gate,
      untouchable<MembersService>('members'),
      untouchable<MailService>('mail'),
      untouchable<Accreditor>('accreditor'),
      [],
    ),
    MembershipApplicationsService: new MembershipApplicationsService(
      gate,
      untouchable<IdentitiesService>('identities'),
      intake,
    ),
    MembershipRequestsService: new MembershipRequestsService(
      gate,
      untouchable<IdentitiesService>('identities'),
      intake,
    ),
    MembershipRequestDecisionsService: new MembershipRequestDecisionsService(
      gate,
      untouchable<IdentitiesService>('identities'),
      intake,
      untouchable<CustomRoleListener>('customRoles'),
      untouchable<MailService>('mail'),
    ),
    DidRecordsService: new DidRecordsService(
      gate,
      untouchable<IdentitiesService>('identities'),
      organisations,
      endorsements,
      'sigil',
    ),
    PresentationsService: new PresentationsService(
      db,
      gate,
      untouchable<RealtimePublisher>('realtime'),
      { did: 'did:sigil:0x1111111111111111111111111111111111111111', signer: () => untouchable('signer') },
      untouchable('verify'),
      { publicUrl: 'http://sigil.test', productName: 'Sigil', ttlSeconds: 60 },
    ),
    IssuanceService: new IssuanceService(db, gate, endorsements, untouchable<Resolvable>('resolver'), {
      publicUrl: 'http://sigil.test',
      productName: 'Sigil',
      methods: ['sigil'],
      didMethod: 'sigil',
    }),
  };
  const methods = Object.entries(services).flatMap(([name, service]) =>
    Object.getOwnPropertyNames(Object.getPrototypeOf(service))
      .filter((method) => method !== 'constructor')
      .map((method) => ({
        key: `${name}.${method}`,
        call: (service as Record<string, (...args: unknown[]) => unknown>)[method]!.bind(service),
      })),
  );

  it('lists every method of these services', () => {
    expect(methods.map((m) => m.key).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(methods.filter((m) => typeof EXPECTED[m.key] === 'string'))(
    '$key asks the gate first',
    async ({ key, call }) => {
      asked.length = 0;
      await expect(
        call(user, 'did:sigil:0x2222222222222222222222222222222222222222', {
          did: 'x',
          page: 1,
          pageSize: 10,
          id: 'x',
          type: 'approve',
        }),
      ).rejects.toBeInstanceOf(GatePassed);
      expect(asked).toEqual([EXPECTED[key]]);
    },
  );
});
