import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, DbOrTx } from '../../db/client';
import { claimDueMails, insertOutboxMail, MAIL_CHANNEL, markFailed, markRetry, markSent, type OutboxRow } from './mail.repository';
import type { MailTransport } from './mail-transport';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues a mail inside the caller's transaction: it is sent only if that transaction commits, and
 * a failing mail server never loses the change that caused it.
 */
export async function enqueueMail(tx: DbOrTx, message: MailMessage): Promise<void> {
  await insertOutboxMail(tx, message);
}

export interface MailOutboxOptions {
  from: string;
  /** How often due mails are looked for; also the first retry delay, doubled per failed attempt. */
  retryIntervalMs: number;
  /** Attempts before a mail is marked FAILED. */
  maxAttempts: number;
}

const BATCH_SIZE = 20;
/** Longer than the SMTP timeouts, so a slow send is not taken over by another process. */
const LEASE_MS = 5 * 60_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * Sends the outbox: every retry interval, and at once when a transaction that queued mail commits
 * (NOTIFY is delivered on commit, to every process). Several processes may run one each.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly transport: MailTransport,
    private readonly options: MailOutboxOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get db(): Db {
    return this.database.db;
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(MAIL_CHANNEL, () => this.kick());
    this.timer = setInterval(() => this.kick(), this.options.retryIntervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.();
    await this.running;
    this.transport.close();
  }

  kick(): void {
    void this.flush();
  }

  /**
   * Sends every mail that is due. A call during a running pass waits for it and one more pass, so
   * what was committed before the call is covered. Never rejects: failures are logged and retried.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.sendDue();
        } while (this.again && !this.stopped);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async sendDue(): Promise<void> {
    while (!this.stopped) {
      let batch: OutboxRow[];
      try {
        batch = await claimDueMails(this.db, BATCH_SIZE, LEASE_MS);
      } catch (err) {
        this.log.warn({ err }, 'mail outbox: could not claim due mails');
        return;
      }
      for (const mail of batch) await this.send(mail);
      if (batch.length < BATCH_SIZE) return;
    }
  }

  private async send(mail: OutboxRow): Promise<void> {
    try {
      await this.transport.send({ ...mail, from: this.options.from });
    } catch (err) {
      await this.recordFailure(mail, err);
      return;
    }
    try {
      await markSent(this.db, mail.id);
    } catch (err) {
      // Sent but not recorded: the lease runs out and the mail may be sent twice (same Message-ID).
      this.log.error({ err, mailId: mail.id }, 'mail outbox: sent, but could not record it');
    }
  }

  private async recordFailure(mail: OutboxRow, err: unknown): Promise<void> {
    const reason = err instanceof Error ? err.message : String(err);
    const context = { mailId: mail.id, to: mail.to, subject: mail.subject, attempts: mail.attempts, reason };
    try {
      if (mail.attempts >= this.options.maxAttempts) {
        await markFailed(this.db, mail.id, reason);
        this.log.error(context, 'mail outbox: giving up on a mail');
      } else {
        const delay = Math.min(this.options.retryIntervalMs * 2 ** (mail.attempts - 1), MAX_RETRY_DELAY_MS);
        await markRetry(this.db, mail.id, reason, delay);
        this.log.warn({ ...context, retryInMs: delay }, 'mail outbox: delivery failed, will retry');
      }
    } catch (recordErr) {
      this.log.error({ err: recordErr, ...context }, 'mail outbox: could not record a failed delivery');
    }
  }
}
