import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { redactLinks } from '../redaction.ts';

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
 * the mail's text goes to the log, with its link in full when `areLinksLogged`
 * (development: a local install can still follow verification and reset
 * links), with the link's token redacted otherwise (production logs keep no
 * live token).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
  areLinksLogged?: boolean;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async deliver(mail) {
        const text = options.areLinksLogged ? mail.text : redactLinks(mail.text);
        logger.info({ to: mail.to, subject: mail.subject }, `mail not sent (no SMTP_URL); its text:\n${text}`);
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
