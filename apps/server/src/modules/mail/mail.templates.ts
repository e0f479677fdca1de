import { walletInvitationLink, type TLanguage } from '@sigil/core';
import escapeHtml from 'escape-html';

/** The e-mails the server sends, in en and de. */
export type MailTemplate =
  | { kind: 'enrolment-received'; orgName: string }
  | { kind: 'enrolment-approved'; orgName: string; organisationDid: string; adminDid: string }
  | { kind: 'enrolment-rejected'; orgName: string; reason?: string }
  | {
      kind: 'invitation';
      orgName: string;
      inviterName: string;
      inviteeName: string;
      roleName: string;
      code: string;
      expiresAt: Date;
    }
  | {
      kind: 'membership-request-decided';
      orgName: string;
      requesterName: string;
      roleName: string;
      approved: boolean;
      reason?: string;
    }
  | {
      kind: 'organisation-status';
      orgName: string;
      action: 'SUSPENDED' | 'REACTIVATED' | 'DEACTIVATED';
      reason: string;
    };

export interface MailContext {
  productName: string;
  publicUrl: string;
  language: TLanguage;
}

export interface RenderedMail {
  subject: string;
  /** Paragraphs; the text part joins them with blank lines, the HTML part wraps each in <p>. */
  paragraphs: string[];
}

type Texts = {
  [K in MailTemplate['kind']]: (t: Extract<MailTemplate, { kind: K }>, c: MailContext) => RenderedMail;
};

const en: Texts = {
  'enrolment-received': ({ orgName }, { productName }) => ({
    subject: `Enrollment request received: ${orgName}`,
    paragraphs: [
      'Hello,',
      `we have received the request to enroll ${orgName} on ${productName}. The ${productName} team will review it, and you will get another e-mail once it has been decided.`,
      `The ${productName} team`,
    ],
  }),
  'enrolment-approved': ({ orgName, organisationDid, adminDid }, { productName, publicUrl }) => ({
    subject: `Enrollment approved: ${orgName}`,
    paragraphs: [
      'Hello,',
      `${orgName} is now enrolled on ${productName}. Its organisation DID is:`,
      organisationDid,
      `To manage it, open ${publicUrl}/login, choose "Login (Organization)" and scan the QR code with the ${productName} mobile app holding the DID that signed the request (${adminDid}); that DID is the organisation's Admin.`,
      `The ${productName} team`,
    ],
  }),
  'enrolment-rejected': ({ orgName, reason }, { productName }) => ({
    subject: `Enrollment request rejected: ${orgName}`,
    paragraphs: [
      'Hello,',
      `we are sorry: the request to enroll ${orgName} on ${productName} has been rejected. You may submit a new request with corrected details.`,
      ...(reason ? [`The reason given: ${reason}`] : []),
      `The ${productName} team`,
    ],
  }),
  invitation: (
    { orgName, inviterName, inviteeName, roleName, code, expiresAt },
    { productName, publicUrl },
  ) => ({
    subject: `${inviterName || orgName} invites you to ${orgName} as ${roleName}`,
    paragraphs: [
      inviteeName ? `Hello ${inviteeName},` : 'Hello,',
      `${inviterName || 'An administrator'} of ${orgName} invites you to join ${orgName} on ${productName} as ${roleName}.`,
      `To answer, open this link, log in with your ${productName} mobile app ("Login (Individual)") and accept or reject the invitation under Pending Endorsements:`,
      invitationLink(publicUrl, code),
      `On your phone, this link opens the invitation in the ${productName} Wallet at once:`,
      walletInvitationLink(publicUrl, code),
      `The links work until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. If you did not expect this invitation, ignore this e-mail.`,
      `The ${productName} team`,
    ],
  }),
  'membership-request-decided': (
    { orgName, requesterName, roleName, approved, reason },
    { productName, publicUrl },
  ) => ({
    subject: approved
      ? `Endorsed by ${orgName} as ${roleName}`
      : `Request to ${orgName} rejected: ${roleName}`,
    paragraphs: [
      requesterName ? `Hello ${requesterName},` : 'Hello,',
      approved
        ? `${orgName} has approved your membership as ${roleName} and issued your endorsement. You find the credential under My Endorsements:`
        : `${orgName} has rejected the request for membership as ${roleName}.`,
      ...(approved ? [`${publicUrl}/endorsements`] : reason ? [`The reason given: ${reason}`] : []),
      `The ${productName} team`,
    ],
  }),
  'organisation-status': ({ orgName, action, reason }, { productName, publicUrl }) => ({
    subject: {
      SUSPENDED: `${orgName} is suspended on ${productName}`,
      REACTIVATED: `${orgName} is active again on ${productName}`,
      DEACTIVATED: `${orgName} is deactivated on ${productName}`,
    }[action],
    paragraphs: [
      'Hello,',
      {
        SUSPENDED: `the ${productName} provider has suspended ${orgName}. Until it is reactivated, its members cannot log in to it and verifiers are told it may not endorse anyone; nothing has been deleted.`,
        REACTIVATED: `the ${productName} provider has reactivated ${orgName}. Its members can log in again at ${publicUrl}/login.`,
        DEACTIVATED: `the ${productName} provider has deactivated ${orgName}. Its DID is deactivated, every endorsement it issued is revoked and its memberships have ended. Its history stays on record.`,
      }[action],
      `The reason given: ${reason}`,
      `The ${productName} team`,
    ],
  }),
};

/** The link an invitation mail carries: the console's endorsements page, which binds the code to the DID logged in. */
export const invitationLink = (publicUrl: string, code: string) =>
  `${publicUrl}/endorsements?invitationCode=${encodeURIComponent(code)}`;

const de: Texts = {
  'enrolment-received': ({ orgName }, { productName }) => ({
    subject: `Registrierungsanfrage erhalten: ${orgName}`,
    paragraphs: [
      'Guten Tag,',
      `wir haben die Anfrage erhalten, ${orgName} bei ${productName} zu registrieren. Das ${productName}-Team prüft sie; Sie erhalten eine weitere E-Mail, sobald sie entschieden ist.`,
      `Ihr ${productName}-Team`,
    ],
  }),
  'enrolment-approved': ({ orgName, organisationDid, adminDid }, { productName, publicUrl }) => ({
    subject: `Registrierung genehmigt: ${orgName}`,
    paragraphs: [
      'Guten Tag,',
      `${orgName} ist jetzt bei ${productName} registriert. Die DID der Organisation lautet:`,
      organisationDid,
      `Zur Verwaltung öffnen Sie ${publicUrl}/login, wählen „Anmelden (Organisation)" und scannen den QR-Code mit der ${productName}-App, die die DID der Anfrage hält (${adminDid}); diese DID ist Admin der Organisation.`,
      `Ihr ${productName}-Team`,
    ],
  }),
  'enrolment-rejected': ({ orgName, reason }, { productName }) => ({
    subject: `Registrierungsanfrage abgelehnt: ${orgName}`,
    paragraphs: [
      'Guten Tag,',
      `leider wurde die Anfrage, ${orgName} bei ${productName} zu registrieren, abgelehnt. Sie können eine neue Anfrage mit korrigierten Angaben stellen.`,
      ...(reason ? [`Die angegebene Begründung: ${reason}`] : []),
      `Ihr ${productName}-Team`,
    ],
  }),
  invitation: (
    { orgName, inviterName, inviteeName, roleName, code, expiresAt },
    { productName, publicUrl },
  ) => ({
    subject: `${inviterName || orgName} lädt Sie zu ${orgName} als ${roleName} ein`,
    paragraphs: [
      inviteeName ? `Guten Tag ${inviteeName},` : 'Guten Tag,',
      `${inviterName || 'Eine Administratorin oder ein Administrator'} von ${orgName} lädt Sie ein, ${orgName} bei ${productName} als ${roleName} beizutreten.`,
      `Öffnen Sie zum Antworten diesen Link, melden Sie sich mit Ihrer ${productName}-App an („Anmelden (Privatperson)") und nehmen Sie die Einladung unter „Ausstehende Bestätigungen" an oder lehnen Sie sie ab:`,
      invitationLink(publicUrl, code),
      `Auf dem Telefon öffnet dieser Link die Einladung direkt in der ${productName} Wallet:`,
      walletInvitationLink(publicUrl, code),
      `Die Links gelten bis ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.`,
      `Ihr ${productName}-Team`,
    ],
  }),
  'membership-request-decided': (
    { orgName, requesterName, roleName, approved, reason },
    { productName, publicUrl },
  ) => ({
    subject: approved
      ? `Bestätigt von ${orgName} als ${roleName}`
      : `Anfrage an ${orgName} abgelehnt: ${roleName}`,
    paragraphs: [
      requesterName ? `Guten Tag ${requesterName},` : 'Guten Tag,',
      approved
        ? `${orgName} hat Ihre Mitgliedschaft als ${roleName} genehmigt und Ihre Bestätigung ausgestellt. Sie finden den Nachweis unter „Meine Bestätigungen":`
        : `${orgName} hat die Anfrage zur Mitgliedschaft als ${roleName} abgelehnt.`,
      ...(approved ? [`${publicUrl}/endorsements`] : reason ? [`Die angegebene Begründung: ${reason}`] : []),
      `Ihr ${productName}-Team`,
    ],
  }),
  'organisation-status': ({ orgName, action, reason }, { productName, publicUrl }) => ({
    subject: {
      SUSPENDED: `${orgName} ist bei ${productName} gesperrt`,
      REACTIVATED: `${orgName} ist bei ${productName} wieder aktiv`,
      DEACTIVATED: `${orgName} ist bei ${productName} deaktiviert`,
    }[action],
    paragraphs: [
      'Guten Tag,',
      {
        SUSPENDED: `der Betreiber von ${productName} hat ${orgName} gesperrt. Bis zur Reaktivierung können sich ihre Mitglieder nicht bei ihr anmelden, und Prüfern wird mitgeteilt, dass sie niemanden bestätigen darf; gelöscht wurde nichts.`,
        REACTIVATED: `der Betreiber von ${productName} hat ${orgName} reaktiviert. Ihre Mitglieder können sich unter ${publicUrl}/login wieder anmelden.`,
        DEACTIVATED: `der Betreiber von ${productName} hat ${orgName} deaktiviert. Ihre DID ist deaktiviert, jede von ihr ausgestellte Bestätigung ist widerrufen und ihre Mitgliedschaften sind beendet. Ihr Verlauf bleibt erhalten.`,
      }[action],
      `Die angegebene Begründung: ${reason}`,
      `Ihr ${productName}-Team`,
    ],
  }),
};

const TEXTS: Record<TLanguage, Texts> = { en, de };

export function renderMail(
  template: MailTemplate,
  context: MailContext,
): { subject: string; text: string; html: string } {
  const texts = TEXTS[context.language];
  const render = texts[template.kind] as (t: MailTemplate, c: MailContext) => RenderedMail;
  const { subject, paragraphs } = render(template, context);
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
