import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailPort, OutgoingMail } from './mail-port';

/**
 * How long one mail may take at SES, the SDK's retries included. A send still hanging when its function times out
 * would leave the mail's claim held and the mail unsent for good; a send that fails in time gives its claim back, so
 * the event's retry (or the job's next run) sends it. Every function that sends mail has at least twice this time
 * (test/infra/operations.test.ts).
 */
export const MAIL_SEND_DEADLINE_MS = 3_000;

/**
 * Amazon SES (v2 API). `MAIL_FROM` is the sender address, `SES_IDENTITY_ARN` the verified identity it is sent as
 * (the function's `mail:send` access allows exactly that identity). The client is built on first use, so a Lambda
 * that never sends mail never loads it.
 */
export function sesMailPort(
  env: NodeJS.ProcessEnv = process.env,
  options: { endpoint?: string; deadlineMs?: number } = {},
): MailPort {
  const deadlineMs = options.deadlineMs ?? MAIL_SEND_DEADLINE_MS;
  let client:
    | Promise<{ client: SESv2Client; SendEmailCommand: typeof import('@aws-sdk/client-sesv2').SendEmailCommand }>
    | undefined;
  const load = () =>
    (client ??= import('@aws-sdk/client-sesv2').then(({ SESv2Client, SendEmailCommand }) => ({
      client: new SESv2Client({ region: env.AWS_REGION ?? 'eu-west-1', endpoint: options.endpoint }),
      SendEmailCommand,
    })));
  return {
    async send(mail: OutgoingMail) {
      const from = env.MAIL_FROM;
      if (!from) throw new Error('MAIL_FROM is not set: the shop cannot send e-mail.');
      const { client: ses, SendEmailCommand } = await load();
      const deadline = AbortSignal.timeout(deadlineMs);
      const command = new SendEmailCommand({
        FromEmailAddress: from,
        ...(env.SES_IDENTITY_ARN ? { FromEmailAddressIdentityArn: env.SES_IDENTITY_ARN } : {}),
        // Its bounces and complaints reach the SES events function, which suppresses the address (ADR 273).
        ...(env.SES_CONFIGURATION_SET ? { ConfigurationSetName: env.SES_CONFIGURATION_SET } : {}),
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          },
        },
        EmailTags: [{ Name: 'kind', Value: mail.kind }],
      });
      try {
        await ses.send(command, { abortSignal: deadline });
      } catch (error) {
        if (!deadline.aborted) throw error;
        throw new Error(`SES did not answer within ${deadlineMs} ms: the ${mail.kind} mail was not sent.`, {
          cause: error,
        });
      }
    },
  };
}
