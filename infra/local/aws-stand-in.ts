import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The three AWS APIs the operator commands call on a deployed stage (`npm run reconcile`, `npm run webhooks`,
 * `npm run smoke`: infra/operations/), played by the local stack under `/api/local/aws/<service>`, so those commands
 * run their one code path — the AWS SDK clients, only their endpoint changed — against `npm start` (ADR 502):
 *
 * - CloudFormation `DescribeStacks` (query protocol, XML): the local stack's outputs, named as the deployed
 *   stacks' are;
 * - Lambda `Invoke` (REST JSON): runs the named handler module in the stack's process, as Lambda would;
 * - SNS `ListSubscriptionsByTopic` (query protocol, XML): the alarm topics' subscribers — one confirmed, the
 *   developer, until `POST /api/local/aws/alarm-subscriptions` `{"topic":"shop"|"edge-alarms","subscriptions":
 *   [{"endpoint","confirmed"}]}` says otherwise (a test shows the smoke test failing on a pending one).
 */
export interface AwsStandInOptions {
  /** Outputs by stack name, as CloudFormation would list them. */
  readonly stacks: () => Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The handler a function name runs. */
  readonly invoke: (functionName: string, payload: unknown) => Promise<unknown> | undefined;
  /** The alarm topics by stack kind, whose subscribers `POST /api/local/aws/alarm-subscriptions` sets. */
  readonly topicArns: Readonly<Record<'shop' | 'edge-alarms', string>>;
}

export interface LocalSubscription {
  readonly endpoint: string;
  readonly confirmed: boolean;
}

const XML_NAMESPACES = {
  cloudformation: 'http://cloudformation.amazonaws.com/doc/2010-05-15/',
  sns: 'http://sns.amazonaws.com/doc/2010-03-31/',
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function xmlAnswer(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/xml', 'x-amzn-requestid': 'local' }).end(body);
}

function queryError(response: ServerResponse, code: string, message: string): void {
  xmlAnswer(
    response,
    400,
    `<ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error><RequestId>local</RequestId></ErrorResponse>`,
  );
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers one request under `/api/local/aws/`; false when the path is none of its APIs. */
export function awsStandIn(options: AwsStandInOptions) {
  const topics = new Map<string, LocalSubscription[]>();

  async function describeStacks(form: URLSearchParams, response: ServerResponse) {
    const name = form.get('StackName') ?? '';
    const outputs = options.stacks()[name];
    if (!outputs) return queryError(response, 'ValidationError', `Stack with id ${name} does not exist`);
    const members = Object.entries(outputs)
      .map(
        ([key, value]) =>
          `<member><OutputKey>${escapeXml(key)}</OutputKey><OutputValue>${escapeXml(value)}</OutputValue></member>`,
      )
      .join('');
    xmlAnswer(
      response,
      200,
      `<DescribeStacksResponse xmlns="${XML_NAMESPACES.cloudformation}"><DescribeStacksResult><Stacks><member>` +
        `<StackName>${escapeXml(name)}</StackName><StackId>arn:aws:cloudformation:local:000000000000:stack/${escapeXml(name)}/local</StackId>` +
        `<CreationTime>2026-01-01T00:00:00.000Z</CreationTime><StackStatus>CREATE_COMPLETE</StackStatus>` +
        `<Outputs>${members}</Outputs></member></Stacks></DescribeStacksResult>` +
        `<ResponseMetadata><RequestId>local</RequestId></ResponseMetadata></DescribeStacksResponse>`,
    );
  }

  function listSubscriptions(form: URLSearchParams, response: ServerResponse) {
    const topicArn = form.get('TopicArn') ?? '';
    const members = (topics.get(topicArn) ?? [{ endpoint: 'developer@localhost', confirmed: true }])
      .map(
        (subscription, index) =>
          `<member><TopicArn>${escapeXml(topicArn)}</TopicArn><Protocol>email</Protocol>` +
          `<SubscriptionArn>${subscription.confirmed ? `${escapeXml(topicArn)}:local-${index}` : 'PendingConfirmation'}</SubscriptionArn>` +
          `<Owner>000000000000</Owner><Endpoint>${escapeXml(subscription.endpoint)}</Endpoint></member>`,
      )
      .join('');
    xmlAnswer(
      response,
      200,
      `<ListSubscriptionsByTopicResponse xmlns="${XML_NAMESPACES.sns}"><ListSubscriptionsByTopicResult>` +
        `<Subscriptions>${members}</Subscriptions></ListSubscriptionsByTopicResult>` +
        `<ResponseMetadata><RequestId>local</RequestId></ResponseMetadata></ListSubscriptionsByTopicResponse>`,
    );
  }

  async function invoke(functionName: string, request: IncomingMessage, response: ServerResponse) {
    const text = await readText(request);
    let payload: unknown = {};
    try {
      payload = text ? JSON.parse(text) : {};
    } catch {
      return response
        .writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'InvalidRequestContentException' })
        .end(JSON.stringify({ Type: 'User', message: 'Could not parse request body into json' }));
    }
    const running = options.invoke(functionName, payload);
    if (!running) {
      return response
        .writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'ResourceNotFoundException' })
        .end(JSON.stringify({ Type: 'User', message: `Function not found: ${functionName}` }));
    }
    try {
      const result = await running;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null));
    } catch (error) {
      // Lambda answers 200 with the error as the payload and says so in a header.
      const failure = error as Error;
      response
        .writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' })
        .end(JSON.stringify({ errorType: failure.name, errorMessage: failure.message }));
    }
  }

  return {
    async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
      if (request.method !== 'POST' || !url.pathname.startsWith('/api/local/aws/')) return false;
      // The SDK's query-protocol clients post to the endpoint's path with a slash added.
      const rest = url.pathname.slice('/api/local/aws/'.length).replace(/\/$/, '');
      const invocation = /^lambda\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(rest);
      if (invocation) {
        await invoke(decodeURIComponent(invocation[1]!), request, response);
        return true;
      }
      if (rest === 'alarm-subscriptions') {
        const body = parsedObject(await readText(request)) as {
          topic?: 'shop' | 'edge-alarms';
          subscriptions?: LocalSubscription[];
        } | null;
        const topicArn = (body?.topic === 'shop' || body?.topic === 'edge-alarms') && options.topicArns[body.topic];
        const subscriptions = body?.subscriptions;
        if (
          !topicArn ||
          !Array.isArray(subscriptions) ||
          !subscriptions.every(
            (subscription) => typeof subscription?.endpoint === 'string' && typeof subscription.confirmed === 'boolean',
          )
        ) {
          response.writeHead(400, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              error: {
                code: 'BAD_REQUEST',
                message: 'Expected {topic: "shop" or "edge-alarms", subscriptions: [{endpoint, confirmed}]}.',
              },
            }),
          );
          return true;
        }
        topics.set(topicArn, subscriptions);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ topicArn }));
        return true;
      }
      if (rest === 'cloudformation' || rest === 'sns') {
        const form = new URLSearchParams(await readText(request));
        const action = form.get('Action');
        if (rest === 'cloudformation' && action === 'DescribeStacks') await describeStacks(form, response);
        else if (rest === 'sns' && action === 'ListSubscriptionsByTopic') listSubscriptions(form, response);
        else queryError(response, 'InvalidAction', `The local stand-in does not implement ${rest} ${action}.`);
        return true;
      }
      return false;
    },
  };
}

/** A JSON object, or null for anything else (not JSON, `null`, a list): the caller refuses it with 400. */
function parsedObject(text: string): object | null {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}
