import type { TLanguage } from '@sigil/core';

/** The e-mails the server sends, in en and de. */
export type MailTemplate =
  | { kind: 'enrolment-received'; orgName: string }
  | { kind: 'enrolment-approved'; orgName: string; organisationDid: string; adminDid: string }
  | { kind: 'enrolment-rejected'; orgName: string; reason?: string };

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

type Texts = { [K in MailTemplate['kind']]: (t: Extract<MailTemplate, { kind: K }>, c: MailContext) => RenderedMail };

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
};

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
};

const TEXTS: Record<TLanguage, Texts> = { en, de };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderMail(template: MailTemplate, context: MailContext): { subject: string; text: string; html: string } {
  const texts = TEXTS[context.language];
  const render = texts[template.kind] as (t: MailTemplate, c: MailContext) => RenderedMail;
  const { subject, paragraphs } = render(template, context);
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
