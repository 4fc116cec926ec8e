// An SMTP server on a loopback port that keeps every mail it receives, parsed: point SMTP_URL at it and read
// what the app sent (API tests and end-to-end tests of the password reset).
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  mails: ParsedMail[];
  /** Starts listening; resolves to the SMTP_URL to give the app. */
  listen(): Promise<string>;
  close(): Promise<void>;
  mailsTo(address: string): ParsedMail[];
  /** The first mail to `address`, waiting up to `timeoutMs` for it (apps send after answering). */
  waitForMailTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  /** The one http(s) link of a plain-text mail (throws when there is not exactly one). */
  onlyLinkIn(mail: ParsedMail): URL;
}

export function startMailCatcher(): MailCatcher {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const mailsTo = (address: string) =>
    mails.filter((mail) => [mail.to ?? []].flat().some((to) => to.text === address));
  return {
    mails,
    mailsTo,
    listen: () =>
      new Promise((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.server.address() as AddressInfo;
          resolve(`smtp://127.0.0.1:${port}`);
        });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
    async waitForMailTo(address, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [mail] = mailsTo(address);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    onlyLinkIn(mail) {
      const links = mail.text?.match(/https?:\/\/\S+/g) ?? [];
      if (links.length !== 1)
        throw new Error(`Expected one link in the mail, found ${links.length}`);
      return new URL(links[0]);
    },
  };
}
