import { ROLE_TYPES, type TRoleType } from './roles';

/**
 * Who acts: in an organisation login, the role type of the selected membership; otherwise the
 * login mode itself (the provider operator, an individual), or a wallet holding a wallet token.
 */
export type TPrincipal = TRoleType | 'provider' | 'individual' | 'wallet';

const { admin: ADMIN, userAdmin: USER_ADMIN, roleAdmin: ROLE_ADMIN } = ROLE_TYPES;
const MEMBERS_WHO_LOG_IN = [ADMIN, USER_ADMIN, ROLE_ADMIN] as const;

/**
 * The one permission vocabulary (spec §6; docs/architecture.md, Access gate): every action, and who
 * may take it. The server's access gate and the console's hasAccess() both read this map; nothing
 * decides access by role name anywhere else. An organisation member's permission reaches only their
 * own organisation; the provider's reaches every organisation.
 */
export const PERMISSIONS = {
  // The console's home: who you are (your organisation, or yourself) and your recent activities.
  // Its audience equals 'activities:read-own' today, but it is a screen of its own (spec §2 screen 3).
  'home:read': ['individual', ...MEMBERS_WHO_LOG_IN],
  // The provider's review of organisations signing up.
  'enrolment:read': ['provider'],
  'enrolment:decide': ['provider'],
  // Organisations: the provider lists all; members see their own.
  'organisations:list': ['provider'],
  'organisation:read': ['provider', ...MEMBERS_WHO_LOG_IN],
  'organisation-users:read': ['provider', ...MEMBERS_WHO_LOG_IN],
  // Activities: everyone reads their own; an organisation's are read by its members and the provider.
  'activities:read-own': ['individual', ...MEMBERS_WHO_LOG_IN],
  'activities:read-organisation': ['provider', ...MEMBERS_WHO_LOG_IN],
  'activities:record': ['wallet'],
  // My Activities: one's activity report with filters and download (spec §2 screen 4; §6 names
  // "activities" for Admin and Individual only).
  'activities:report': ['individual', ADMIN],
  // The provider's Activities screen: every organisation's and individual's activities (screen 11).
  'activities:read-all': ['provider'],
  // The chart above any of those reports: whoever reads one; the service scopes it as the report.
  'activities:chart': ['individual', 'provider', ...MEMBERS_WHO_LOG_IN],
  // Invitations and members: an Admin invites to and manages the admin roles, a UserAdmin the
  // others (custom roles, Machine User) and the organisation's key users. Either one checks an
  // e-mail, cancels and resends; the service then asks the permission of the invitation's kind.
  'invitations:create-admin': [ADMIN],
  'admins:manage': [ADMIN],
  'invitations:create-user': [USER_ADMIN],
  'users:manage': [USER_ADMIN],
  'invitations:send': [ADMIN, USER_ADMIN],
  'members:remove': [ADMIN, USER_ADMIN],
  'invitations:decide-machine-user': ['provider'],
  // The invitee answers an invitation bound to their DID, in the console or with the wallet CLI.
  'invitations:answer': ['individual', 'wallet'],
  // One's own profile in the console (a wallet token is not a console session).
  'profile:read-own': ['provider', 'individual', ...MEMBERS_WHO_LOG_IN],
  // One's own memberships: what each of them may do (spec §6, fetched per membership).
  'memberships:read-own': [...MEMBERS_WHO_LOG_IN],
  // Roles and schemes: maker → checker → approver.
  // Every member who logs in reads the organisation's roles and field types; the RoleAdmin makes
  // and changes roles (create, rename, fields, delete); an Admin checks and approves (or rejects)
  // them, never a version they took an earlier step of (the gate's four-eyes rule). Custom field
  // types, the vocabulary of role fields, are kept by those who build or check roles.
  'roles:read': [...MEMBERS_WHO_LOG_IN],
  'schemes:create': [ROLE_ADMIN],
  'schemes:check': [ADMIN],
  'schemes:approve': [ADMIN],
  'custom-fields:manage': [ROLE_ADMIN, ADMIN],
  // Endorsements (docs/architecture.md, Membership requests). An individual applies to an
  // organisation's active role and reads their own endorsements and requests. In the organisation,
  // an Admin or a UserAdmin enrols accounts, checks requests, lists and revokes endorsements; an
  // Admin approves — never a request they made or checked (the gate's four-eyes rule). The provider
  // reads every organisation's requests.
  'endorsements:read-own': ['individual'],
  // The credentials one holds, read by the console's individual or by the phone wallet with its own
  // token (issue 39); no console screen is the wallet's.
  'endorsements:hold': ['individual', 'wallet'],
  'endorsements:request': ['individual'],
  'endorsement-requests:read-all': ['provider'],
  'membership-requests:read': [ADMIN, USER_ADMIN],
  'membership-requests:enrol': [ADMIN, USER_ADMIN],
  'membership-requests:check': [ADMIN, USER_ADMIN],
  'membership-requests:approve': [ADMIN],
  'endorsements:read-organisation': [ADMIN, USER_ADMIN],
  'endorsements:revoke': [ADMIN, USER_ADMIN],
  // "Verify a person": ask a holder's standard wallet to present an endorsement, and read what the
  // registry found (OpenID4VP, issue 41).
  'persons:verify': [ADMIN, USER_ADMIN],
  // Public or protected DID details (spec §6: individuals toggle theirs); anyone logged in searches DIDs.
  'profile:protect': ['individual'],
  'dids:search': ['provider', 'individual', ...MEMBERS_WHO_LOG_IN],
  // One's own quick contacts and notifications: whoever logs into the console, each only their own
  // (the service scopes them to the session's DID). The wallet pushes its address book.
  'contacts:manage': ['provider', 'individual', ...MEMBERS_WHO_LOG_IN],
  'contacts:sync': ['wallet'],
  'notifications:read-own': ['provider', 'individual', ...MEMBERS_WHO_LOG_IN],
  // Account settings: an organisation's details and logo are its Admin's; everyone who logs in
  // with a DID keeps their own name, e-mail and avatar.
  'organisation:update': [ADMIN],
  'profile:update-own': ['provider', 'individual', ...MEMBERS_WHO_LOG_IN],
  // Account features (decision 0009): the provider grants them; the organisation's members and
  // the provider read an organisation's, and the catalogue.
  'features:read': ['provider', ...MEMBERS_WHO_LOG_IN],
  'features:manage': ['provider'],
  // The provider suspends, reactivates or deactivates an organisation (its status history is read
  // with 'organisation:read').
  'organisation:lifecycle': ['provider'],
  // One's recent history (logins, invitations answered, endorsements, contacts shared).
  'history:read-own': ['provider', 'individual', ...MEMBERS_WHO_LOG_IN],
} as const satisfies Record<string, readonly TPrincipal[]>;

export type TPermission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as TPermission[];

export function principalHolds(principal: TPrincipal | null | undefined, permission: TPermission): boolean {
  return !!principal && (PERMISSIONS[permission] as readonly TPrincipal[]).includes(principal);
}

/** Every permission a principal holds, as the map `GET …/membershiproles/permissions` answers. */
export function permissionsOf(principal: TPrincipal | null | undefined): Partial<Record<TPermission, true>> {
  return Object.fromEntries(
    PERMISSION_NAMES.filter((permission) => principalHolds(principal, permission)).map((p) => [p, true]),
  );
}
