// A real SMTP server for the end-to-end run: the app sends its mails here, and
// the specs read them over HTTP (GET /mails?to=address). Started by Playwright
// as a web server beside the app.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT || 3218);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT || 3219);
const mails: Array<{ to: string; subject: string; text: string; receivedAt: string }> = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const to = Array.isArray(parsed.to) ? (parsed.to[0]?.text ?? '') : (parsed.to?.text ?? '');
        mails.push({
          to,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  const to = url.searchParams.get('to');
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(mails.filter((mail) => !to || mail.to.includes(to))));
}).listen(httpPort, '127.0.0.1');
