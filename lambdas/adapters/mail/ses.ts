import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailPort, OutgoingMail } from './mail-port';

/**
 * Amazon SES (v2 API). `MAIL_FROM` is the sender address, `SES_IDENTITY_ARN` the verified identity it is sent as
 * (the function's `mail:send` access allows exactly that identity). The client is built on first use, so a Lambda
 * that never sends mail never loads it.
 */
export function sesMailPort(env: NodeJS.ProcessEnv = process.env): MailPort {
  let client:
    | Promise<{ client: SESv2Client; SendEmailCommand: typeof import('@aws-sdk/client-sesv2').SendEmailCommand }>
    | undefined;
  const load = () =>
    (client ??= import('@aws-sdk/client-sesv2').then(({ SESv2Client, SendEmailCommand }) => ({
      client: new SESv2Client({ region: env.AWS_REGION ?? 'eu-west-1' }),
      SendEmailCommand,
    })));
  return {
    async send(mail: OutgoingMail) {
      const from = env.MAIL_FROM;
      if (!from) throw new Error('MAIL_FROM is not set: the shop cannot send e-mail.');
      const { client: ses, SendEmailCommand } = await load();
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          ...(env.SES_IDENTITY_ARN ? { FromEmailAddressIdentityArn: env.SES_IDENTITY_ARN } : {}),
          Destination: { ToAddresses: [mail.to] },
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
            },
          },
          EmailTags: [{ Name: 'kind', Value: mail.kind }],
        }),
      );
    },
  };
}
