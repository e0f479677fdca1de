import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import {
  claimDueMails,
  countOutbox,
  MAIL_CHANNEL,
  markFailed,
  markRetry,
  markSent,
  type OutboxRow,
} from './mail.repository';
import type { MailTransport } from './mail-transport';

export interface MailOutboxOptions {
  from: string;
  /** How often due mails are looked for; also the first retry delay, doubled per failed attempt. */
  retryIntervalMs: number;
  /** Attempts before a mail is marked FAILED. */
  maxAttempts: number;
  /** How long a claimed mail is reserved for its sender; MAIL_LEASE_MS unless a test shortens it. */
  leaseMs?: number;
}

/**
 * A claimed mail is reserved for its sender for this long. When the process is killed mid-send,
 * the mail waits out the lease before another process (or the restarted one, which looks every
 * MAIL_RETRY_INTERVAL_MS) sends it: 45 s + 5 s keeps that within a minute. The lease must still
 * outlast the send, or a slow send would be taken over and the mail sent twice. So one mail is
 * claimed at a time, and a send is abandoned after two thirds of the lease (30 s; the SMTP
 * timeouts in mail-transport.ts end a stuck connection sooner), leaving the last third for
 * recording the outcome. An abandoned send that still gets through is sent again on retry; its
 * Message-ID, made from the row id, marks the second copy as a duplicate.
 */
export const MAIL_LEASE_MS = 45_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Rejects when `promise` has not settled within `ms`; the work itself is not stopped. */
async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

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

  private get leaseMs(): number {
    return this.options.leaseMs ?? MAIL_LEASE_MS;
  }

  /** How many mails wait to be sent, and how many were given up on. */
  counts(): Promise<{ pending: number; failed: number }> {
    return countOutbox(this.db);
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

  /** One mail per claim, so that its lease covers one send only (see MAIL_LEASE_MS). */
  private async sendDue(): Promise<void> {
    while (!this.stopped) {
      let mail: OutboxRow | undefined;
      try {
        [mail] = await claimDueMails(this.db, 1, this.leaseMs);
      } catch (err) {
        this.log.warn({ err }, 'mail outbox: could not claim due mails');
        return;
      }
      if (!mail) return;
      await this.send(mail);
    }
  }

  private async send(mail: OutboxRow): Promise<void> {
    try {
      await withDeadline(this.transport.send({ ...mail, from: this.options.from }), (this.leaseMs * 2) / 3);
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
