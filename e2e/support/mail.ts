import { expect } from '@playwright/test';
import { MAIL_SINK } from './ports.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for a mail to `to` whose subject matches, and returns the first link in it with the given path. */
export async function linkFromMail(to: string, subject: RegExp, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_SINK.http}/mails?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        const mail = mails.reverse().find((entry) => subject.test(entry.subject));
        link = (mail?.text.match(/https?:\/\/\S+/g) ?? []).find((value) =>
          new URL(value).pathname.startsWith(pathPrefix),
        );
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

export async function mailsTo(to: string): Promise<Mail[]> {
  return (await (await fetch(`${MAIL_SINK.http}/mails?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}
