import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on a loopback port that keeps what it receives, for tests of the mails. */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
            this.mails.push({
              to: to ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html || '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The first link in the newest mail to an address whose path starts with `pathPrefix`. */
  linkTo(address: string, pathPrefix: string): string | undefined {
    const mail = [...this.mails].reverse().find((entry) => entry.to.includes(address));
    const links = mail?.text.match(/https?:\/\/\S+/g) ?? [];
    return links.find((link) => new URL(link).pathname.startsWith(pathPrefix));
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
