// Sends mail through SMTP when SMTP_URL is set; otherwise there is no mailer and messages stay in the database.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export async function createMailer(
  smtpUrl: string | undefined,
  from: string,
): Promise<Mailer | undefined> {
  if (!smtpUrl) return undefined;
  // nodemailer is loaded only when mail is configured.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
