import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface DeliveryResult {
  status: 'sent' | 'logged' | 'failed';
  error?: string;
}

export interface Mailer {
  deliver(mail: OutgoingMail): Promise<DeliveryResult>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it nothing is sent:
 * the mail stays in the outbox table and its text (with any link) goes to the
 * log, so a local install can still follow verification and reset links.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async deliver(mail) {
        logger.info({ to: mail.to, subject: mail.subject }, `mail not sent (no SMTP_URL); its text:\n${mail.text}`);
        return { status: 'logged' };
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async deliver(mail) {
      try {
        await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        return { status: 'sent' };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error({ to: mail.to, subject: mail.subject, err: message }, 'mail delivery failed');
        return { status: 'failed', error: message };
      }
    },
    close() {
      transport.close();
    },
  };
}
