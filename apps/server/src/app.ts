import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './plugins/logger';
import { registerApiDocs } from './plugins/docs';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { Metrics, registerMetrics } from './plugins/metrics';
import { registerRouteCatalogue } from './plugins/route-catalogue';
import { registerTextGuard } from './plugins/text-guard';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerSecurityHeaders } from './plugins/security-headers';
import { consoleInlineScripts, registerSpa } from './plugins/spa';
import { registerWalletApp } from './plugins/wallet-app';
import { rateLimitOptions } from './plugins/rate-limit';
import { authPlugin } from './plugins/auth';
import { Realtime, registerRealtimeRoutes } from './plugins/realtime';
import { createChainResolver, createHolderResolver } from './lib/did/holder-resolver';
import { createDidResolver } from './lib/did/resolver';
import { loadSessionKey } from './lib/keys';
import { SessionTokens } from './lib/session-tokens';
import { healthRoutes } from './modules/health/health.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { IdentitiesService } from './modules/identities/identities.service';
import { identitiesRoutes } from './modules/identities/identities.routes';
import { AccessGate } from './modules/access/access-gate.service';
import { MembershipCache } from './modules/members/membership-cache';
import { MembersService } from './modules/members/members.service';
import { RolesService } from './modules/roles/roles.service';
import { SchemesService } from './modules/schemes/schemes.service';
import { CustomFieldTypesService } from './modules/schemes/custom-field-types.service';
import { schemesRoutes } from './modules/schemes/schemes.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { AuthRequestsService } from './modules/auth/auth-requests.service';
import { SessionsService } from './modules/auth/sessions.service';
import { authRoutes } from './modules/auth/auth.routes';
import { loadMasterKey } from './lib/org-keys';
import { PublicAnswers } from './lib/public-answers';
import { MailOutbox } from './modules/mail/mail-outbox';
import { MailService } from './modules/mail/mail.service';
import { createMailTransport } from './modules/mail/mail-transport';
import { AccountFeaturesService } from './modules/organisations/account-features.service';
import { OrganisationsService } from './modules/organisations/organisations.service';
import { organisationsRoutes } from './modules/organisations/organisations.routes';
import { AccreditationsService } from './modules/accreditations/accreditations.service';
import { accreditationsRoutes } from './modules/accreditations/accreditations.routes';
import { loadRegistryIdentity } from './modules/accreditations/registry-identity';
import { Openid4vpLogin } from './modules/auth/openid4vp';
import { openid4vpRoutes } from './modules/auth/openid4vp.routes';
import { issuanceRoutes } from './modules/issuance/issuance.routes';
import { IssuanceService } from './modules/issuance/issuance.service';
import { verifyPresentedEndorsement } from './modules/presentations/presentation-verifier';
import { presentationsRoutes } from './modules/presentations/presentations.routes';
import { PresentationsService } from './modules/presentations/presentations.service';
import { selfFetch } from './lib/self-fetch';
import { TrqpService } from './modules/trqp/trqp.service';
import { trqpRoutes } from './modules/trqp/trqp.routes';
import { OrganisationLifecycleService } from './modules/organisations/organisation-lifecycle.service';
import { EnrolmentService } from './modules/enrolment/enrolment.service';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes';
import { ActivitiesService } from './modules/activities/activities.service';
import { activitiesRoutes } from './modules/activities/activities.routes';
import { DidRecordsService } from './modules/endorsements/did-records.service';
import { endorsementsRoutes } from './modules/endorsements/endorsements.routes';
import { EndorsementsService } from './modules/endorsements/endorsements.service';
import { membershipRequestsRoutes } from './modules/membership-requests/membership-requests.routes';
import { MembershipApplicationsService } from './modules/membership-requests/membership-applications.service';
import { MembershipRequestDecisionsService } from './modules/membership-requests/membership-request-decisions.service';
import { MembershipRequestsService } from './modules/membership-requests/membership-requests.service';
import { InvitationAnswersService } from './modules/invitations/invitation-answers.service';
import { InvitationsService } from './modules/invitations/invitations.service';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { MachineUserInvitationsService } from './modules/invitations/machine-user-invitations.service';
import { MemberManagementService } from './modules/members/member-management.service';
import { membersRoutes } from './modules/members/members.routes';
import { NotificationsService } from './modules/notifications/notifications.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { ContactsService } from './modules/contacts/contacts.service';
import { HistoryService } from './modules/history/history.service';
import { historyRoutes } from './modules/history/history.routes';
import { PersonalNewsService } from './modules/notifications/personal-news.service';
import { contactsRoutes } from './modules/contacts/contacts.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on the process is not ready (SIGTERM's drain: main.ts), while it still serves. */
    drain: () => void;
    /** The Prometheus metrics (METRICS_PORT serves them apart: main.ts). */
    metrics: Metrics;
    /** The mail sender; tests await mailOutbox.flush(). */
    mailOutbox: MailOutbox;
  }
}

/** Methods that change nothing: the membership cache outlives them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface AppDeps {
  config: AppConfig;
  database: Database;
}

/**
 * The one wiring place: every plugin and module is registered here (docs/architecture.md, Layout).
 */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimitBytes,
    // Behind a reverse proxy, request.ip (and so the rate limit) reads X-Forwarded-For (TRUST_PROXY).
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // The spec calls some paths with a trailing slash (/v1/users/), others without: serve both.
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    // Refusals by the router (bad percent-encoding, over-long parameter) and by Node's HTTP parser
    // (an invalid character in a header…) answer in the API's error shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  // onClose hooks run last-registered first: the database, registered first, closes last.
  app.addHook('onClose', async () => {
    await database.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checked: config.checkResponses }));
  registerRouteCatalogue(app);
  registerErrorHandling(app);
  registerTextGuard(app);
  const metrics = new Metrics({ outbox: () => mailOutbox.counts(), database: () => database.stats() });
  registerMetrics(app, metrics, {
    token: config.metricsToken,
    observed: !!(config.metricsToken || config.metricsPort),
  });
  app.decorate('metrics', metrics);

  registerSecurityHeaders(app, consoleInlineScripts(config.webDistDir));
  await app.register(fastifyRateLimit, rateLimitOptions(database, app.log));
  await app.register(fastifyWebsocket);
  await registerApiDocs(app, config.productName);

  const { db } = database;
  const resolver = createDidResolver(config.didMethod);
  const tokens = new SessionTokens(
    await loadSessionKey(config.dataDir, config.sessionPrivateKey),
    database,
    config.publicUrl,
    config.sessionTtlSeconds,
  );
  const realtime = new Realtime(database, app.log.child({ module: 'realtime' }));
  await tokens.start();
  await realtime.start();
  app.addHook('onClose', async () => {
    await realtime.stop();
    await tokens.stop();
  });
  await app.register(authPlugin, { tokens, renewBeforeSeconds: config.sessionRenewBeforeSeconds });

  const identities = new IdentitiesService(db, config.didMethod);
  const members = new MembersService(db);
  const memberships = new MembershipCache((membershipId) => members.membership(membershipId));
  const publicAnswers = new PublicAnswers();
  await memberships.start(database);
  await publicAnswers.start(database);
  app.addHook('onClose', async () => {
    await memberships.stop();
    await publicAnswers.stop();
  });
  // A write by a signed-in caller may have changed a membership, or revoked what a verifier
  // reads: forget before the answer goes out, so the caller's next call (or anyone's) reads it
  // again. Other processes hear the database's notices (migrations 0012 and 0019).
  app.addHook('onSend', async (request) => {
    if (!request.user || SAFE_METHODS.has(request.method)) return;
    memberships.forget();
    publicAnswers.forget();
  });
  const access = new AccessGate(memberships);
  const notifications = new NotificationsService(db, access, realtime);
  const history = new HistoryService(db, access);
  const news = new PersonalNewsService(notifications, history);
  const schemes = new SchemesService(db, access, members);
  const customFieldTypes = new CustomFieldTypesService(db, access);
  const roles = new RolesService(db, access, members, schemes);
  const masterKey = loadMasterKey(config.dataDir, config.masterKey);
  const registry = await loadRegistryIdentity(db, identities, {
    masterKey,
    didMethod: config.didMethod,
    name: `${config.productName} registry`,
  });
  const accreditations = new AccreditationsService(db, registry, { publicUrl: config.publicUrl });
  await accreditations.accreditUnaccredited();
  const organisations = new OrganisationsService(
    db,
    access,
    members,
    identities,
    { masterKey, didMethod: config.didMethod },
    news,
    accreditations,
  );
  const mail = new MailService({
    productName: config.productName,
    publicUrl: config.publicUrl,
    language: config.mailLanguage,
  });
  const orgSignup = new EnrolmentService(db, access, organisations, mail, realtime);
  const sessions = new SessionsService(db, tokens, config, resolver, identities, members, orgSignup, news);
  const activities = new ActivitiesService(db, access, config.didMethod, database.copyTo?.bind(database));
  const endorsements = new EndorsementsService(
    db,
    access,
    members,
    organisations,
    { publicUrl: config.publicUrl },
    news,
    accreditations,
  );
  const didRecords = new DidRecordsService(access, identities, organisations, endorsements, config.didMethod);
  const intake = { db, members, organisations, schemes, didMethod: config.didMethod };
  const membershipRequests = {
    applications: new MembershipApplicationsService(access, identities, intake),
    requests: new MembershipRequestsService(access, identities, intake),
    decisions: new MembershipRequestDecisionsService(access, identities, intake, endorsements, mail),
  };
  const invitations = new InvitationsService(db, access, members, mail, {
    ttlHours: config.invitationTtlHours,
  });
  const invitationAnswers = new InvitationAnswersService(db, access, members, identities, endorsements, news);
  const lifecycle = new OrganisationLifecycleService(db, access, members, mail, accreditations, [
    endorsements,
    invitations,
    membershipRequests.decisions,
  ]);
  const machineUserInvitations = new MachineUserInvitationsService(
    db,
    access,
    identities,
    { members, customRoles: endorsements },
    config.productName,
  );
  const memberManagement = new MemberManagementService(
    db,
    access,
    members,
    identities,
    config.didMethod,
    endorsements,
  );
  const contacts = new ContactsService(db, access, identities, news, config.didMethod);
  const holders = createHolderResolver({ didMethod: config.didMethod, didWeb: config.didWebLogin });
  const openid4vp = new Openid4vpLogin(
    registry,
    {
      publicUrl: config.publicUrl,
      productName: config.productName,
      didMethod: config.didMethod,
      methods: holders.methods,
    },
    holders.resolver,
  );
  const authRequests = new AuthRequestsService(
    { publicUrl: config.publicUrl, didMethod: config.didMethod, ttlSeconds: config.authRequestTtlSeconds },
    {
      db,
      resolver,
      identities,
      sessions,
      realtime,
      orgSignup,
      openid4vp,
      countAnswer: (intent, outcome) => metrics.countWalletAnswer(intent, outcome),
    },
  );

  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  await app.register(healthRoutes(database, () => draining));
  await app.register(publicConfigRoutes(config));
  await app.register(identitiesRoutes(identities, publicAnswers));
  await app.register(rolesRoutes(roles));
  await app.register(schemesRoutes(schemes, customFieldTypes));
  await app.register(
    authRoutes({ requests: authRequests, sessions, rateLimitPerMinute: config.authRateLimitPerMinute }),
  );
  await app.register(
    openid4vpRoutes({ requests: authRequests, rateLimitPerMinute: config.authRateLimitPerMinute }),
  );
  await app.register(
    organisationsRoutes(organisations, new AccountFeaturesService(db, access, accreditations), lifecycle),
  );
  await app.register(enrolmentRoutes(orgSignup));
  await app.register(activitiesRoutes(activities));
  await app.register(invitationsRoutes(invitations, invitationAnswers, machineUserInvitations));
  await app.register(membersRoutes(memberManagement));
  await app.register(endorsementsRoutes(endorsements, didRecords, accreditations, publicAnswers));
  await app.register(accreditationsRoutes(accreditations, publicAnswers));
  const issuanceOptions = {
    publicUrl: config.publicUrl,
    productName: config.productName,
    methods: holders.methods,
    didMethod: config.didMethod,
  };
  const issuance = new IssuanceService(db, access, endorsements, holders.resolver, issuanceOptions);
  await app.register(
    issuanceRoutes({ issuance, options: issuanceOptions, rateLimitPerMinute: config.authRateLimitPerMinute }),
  );
  // The registry reads its own public URLs (DID documents, status lists, accreditations) as any
  // verifier does: the chain of a presented endorsement is checked the way a stranger would check it.
  const ownFetch = selfFetch(app, config.publicUrl);
  const chainResolver = createChainResolver(
    { didMethod: config.didMethod, didWeb: config.didWebLogin },
    ownFetch,
    config.publicUrl,
  );
  const presentations = new PresentationsService(
    db,
    access,
    realtime,
    registry,
    (vpToken, expected) =>
      verifyPresentedEndorsement(vpToken, expected, {
        resolver: chainResolver,
        registryDid: registry.did,
        fetch: ownFetch,
      }),
    {
      publicUrl: config.publicUrl,
      productName: config.productName,
      ttlSeconds: config.authRequestTtlSeconds,
    },
  );
  await app.register(
    presentationsRoutes({ presentations, rateLimitPerMinute: config.authRateLimitPerMinute }),
  );
  const trqp = new TrqpService(
    db,
    organisations,
    { did: registry.did, name: `${config.productName} registry`, didMethod: config.didMethod },
    publicAnswers,
  );
  await app.register(trqpRoutes(trqp, { rateLimitPerMinute: config.authRateLimitPerMinute }), {
    prefix: '/trqp',
  });
  await app.register(membershipRequestsRoutes(membershipRequests));
  await app.register(notificationsRoutes(notifications));
  await app.register(contactsRoutes(contacts));
  await app.register(historyRoutes(history));
  registerRealtimeRoutes(app, realtime, tokens);

  await registerWalletApp(app, config.walletDistDir);
  await registerSpa(app, config.webDistDir, config.productName);

  const mailLog = app.log.child({ module: 'mail' });
  const mailOutbox = new MailOutbox(
    database,
    createMailTransport(
      { smtpUrl: config.smtpUrl, dataDir: config.dataDir, messageIdHost: new URL(config.publicUrl).hostname },
      mailLog,
    ),
    {
      from: config.mailFrom,
      retryIntervalMs: config.mailRetryIntervalMs,
      maxAttempts: config.mailMaxAttempts,
    },
    mailLog,
  );
  app.decorate('mailOutbox', mailOutbox);
  await mailOutbox.start();
  app.addHook('onClose', () => mailOutbox.stop());
  return app;
}
