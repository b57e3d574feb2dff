import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sesMailPort } from '../../../../lambdas/adapters/mail/ses';

const ENV = { MAIL_FROM: 'SkyDeck <orders@skydeck.example>', AWS_REGION: 'eu-west-1' };
/** The SDK finds credentials in the process environment, as in Lambda. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test' };

const MAIL = {
  to: 'buyer@skydeck.example',
  subject: 'Your licences',
  text: 'Keys',
  html: '<p>Keys</p>',
  kind: 'order-paid',
};

/** An SES endpoint on this machine: `answer` decides what each SendEmail request gets (nothing, to hang it). */
async function sesEndpoint(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push(body);
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the SES mail port', () => {
  const saved = { ...process.env };
  beforeAll(() => Object.assign(process.env, CREDENTIALS));
  afterAll(() => {
    process.env = saved;
  });

  it('gives up on an SES that does not answer, in time for the claim to be given back', async () => {
    // Prepare: SES accepts the request and never answers
    const ses = await sesEndpoint(() => undefined);
    const port = sesMailPort(ENV, { endpoint: ses.url, deadlineMs: 300 });
    const started = Date.now();

    // Act
    const sent = port.send(MAIL);

    // Assess
    await expect(sent).rejects.toThrow('SES did not answer within 300 ms: the order-paid mail was not sent.');
    // Far below the SDK's own retries and socket timeouts, which would hold the claim for minutes; loose enough that a
    // loaded machine's first SDK request does not decide the result.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(ses.requests.length).toBeGreaterThanOrEqual(1);
    await ses.close();
  });

  it('sends through an SES that answers, with the mail as composed', async () => {
    // Prepare
    const ses = await sesEndpoint((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"MessageId":"m-1"}'),
    );
    const port = sesMailPort(ENV, { endpoint: ses.url, deadlineMs: 10_000 });

    // Act
    await port.send(MAIL);

    // Assess
    expect(ses.requests).toHaveLength(1);
    const request = JSON.parse(ses.requests[0]!) as {
      FromEmailAddress: string;
      Destination: { ToAddresses: string[] };
      Content: { Simple: { Subject: { Data: string } } };
      EmailTags: { Name: string; Value: string }[];
    };
    expect(request.FromEmailAddress).toBe(ENV.MAIL_FROM);
    expect(request.Destination.ToAddresses).toEqual([MAIL.to]);
    expect(request.Content.Simple.Subject.Data).toBe(MAIL.subject);
    expect(request.EmailTags).toEqual([{ Name: 'kind', Value: 'order-paid' }]);
    await ses.close();
  });

  it('passes on an error SES answers before the deadline as it is', async () => {
    // Prepare
    const ses = await sesEndpoint((_request, response) =>
      response
        .writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' })
        .end('{"message":"Email address is not verified."}'),
    );
    const port = sesMailPort(ENV, { endpoint: ses.url, deadlineMs: 2_000 });

    // Act
    const sent = port.send(MAIL);

    // Assess
    await expect(sent).rejects.toMatchObject({ name: 'MessageRejected' });
    await ses.close();
  });
});
