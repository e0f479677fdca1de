import type { DbOrTx } from '../../db/client';
import { insertOutboxMail } from './mail.repository';
import { renderMail, type MailContext, type MailTemplate } from './mail.templates';

export type { MailTemplate } from './mail.templates';

/**
 * What other modules use to send mail: a mail is queued inside the caller's transaction, so it is
 * sent only if that transaction commits, and a failing mail server never loses the change that
 * caused it. The outbox (mail-outbox.ts) sends it.
 */
export class MailService {
  constructor(private readonly context: MailContext) {}

  async enqueue(tx: DbOrTx, to: string, template: MailTemplate): Promise<void> {
    await insertOutboxMail(tx, { to, ...renderMail(template, this.context) });
  }
}
