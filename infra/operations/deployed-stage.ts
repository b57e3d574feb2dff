import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { ListSubscriptionsByTopicCommand, SNSClient } from '@aws-sdk/client-sns';
import { edgeAlarmsStackName, stackName } from '../definitions/stack-names';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/provision';
import { EDGE_REGION, SHOP_REGION } from '../stages/stages';

/**
 * A deployed stage as the operator commands reach it: its stacks' outputs (CloudFormation), its functions (Lambda's
 * Invoke) and its alarm topics' subscribers (SNS), through the AWS SDK and the caller's credentials. The local stack
 * plays the same three APIs (infra/local/aws-stand-in.ts): `localStage` points the same clients at it, so every
 * command runs one code path in both places (ADR 502).
 */
export interface DeployedStage {
  readonly name: string;
  outputs(stack: 'shop' | 'edge-alarms'): Promise<Readonly<Record<string, string>>>;
  invoke<T>(functionName: string, payload: unknown): Promise<T>;
  subscriptions(topicArn: string): Promise<readonly { endpoint: string; confirmed: boolean }[]>;
  close(): void;
}

export class StageCommandError extends Error {
  override readonly name = 'StageCommandError';
}

interface ClientOptions {
  readonly endpoint?: (service: 'cloudformation' | 'lambda' | 'sns') => string;
  readonly credentials?: { accessKeyId: string; secretAccessKey: string };
  readonly shopRegion: string;
  readonly edgeRegion: string;
}

/** A stage deployed in AWS, reached with the caller's credentials (the default chain: profile, SSO, environment). */
export function awsStage(name: string): DeployedStage {
  return deployedStage(name, { shopRegion: SHOP_REGION, edgeRegion: EDGE_REGION });
}

/** The running `npm start` at `url`, through its stand-in of the same APIs. */
export function localStage(url: string): DeployedStage {
  const base = url.replace(/\/+$/, '');
  return deployedStage('local', {
    endpoint: (service) => `${base}/api/local/aws/${service}`,
    credentials: LOCAL_CREDENTIALS,
    shopRegion: LOCAL_REGION,
    edgeRegion: LOCAL_REGION,
  });
}

function deployedStage(name: string, options: ClientOptions): DeployedStage {
  const config = (service: 'cloudformation' | 'lambda' | 'sns', region: string) => ({
    region,
    ...(options.endpoint ? { endpoint: options.endpoint(service) } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const cloudFormation = {
    shop: new CloudFormationClient(config('cloudformation', options.shopRegion)),
    'edge-alarms': new CloudFormationClient(config('cloudformation', options.edgeRegion)),
  };
  const lambda = new LambdaClient(config('lambda', options.shopRegion));
  const sns = {
    [options.shopRegion]: new SNSClient(config('sns', options.shopRegion)),
    [options.edgeRegion]: new SNSClient(config('sns', options.edgeRegion)),
  };
  const stackNames = { shop: stackName(name), 'edge-alarms': edgeAlarmsStackName(name) };

  return {
    name,
    async outputs(stack) {
      const answer = await cloudFormation[stack]
        .send(new DescribeStacksCommand({ StackName: stackNames[stack] }))
        .catch((error: Error) => {
          throw new StageCommandError(`Cannot read the stack ${stackNames[stack]}: ${error.message}`);
        });
      const outputs = answer.Stacks?.[0]?.Outputs ?? [];
      return Object.fromEntries(outputs.map((output) => [output.OutputKey ?? '', output.OutputValue ?? '']));
    },
    async invoke<T>(functionName: string, payload: unknown): Promise<T> {
      const answer = await lambda
        .send(
          new InvokeCommand({ FunctionName: functionName, Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
        )
        .catch((error: Error) => {
          throw new StageCommandError(`Cannot invoke ${functionName}: ${error.message}`);
        });
      const text = new TextDecoder().decode(answer.Payload ?? new Uint8Array());
      const result: unknown = text ? JSON.parse(text) : null;
      if (answer.FunctionError) {
        const failure = result as { errorType?: string; errorMessage?: string } | null;
        throw new StageCommandError(
          `${functionName} failed: ${failure?.errorType ?? 'Error'}: ${failure?.errorMessage ?? text} (see its log group).`,
        );
      }
      return result as T;
    },
    async subscriptions(topicArn) {
      const region = topicArn.split(':')[3] ?? options.shopRegion;
      const client = sns[region] ?? sns[options.shopRegion]!;
      const found: { endpoint: string; confirmed: boolean }[] = [];
      let NextToken: string | undefined;
      do {
        const page = await client.send(new ListSubscriptionsByTopicCommand({ TopicArn: topicArn, NextToken }));
        for (const subscription of page.Subscriptions ?? []) {
          found.push({
            endpoint: subscription.Endpoint ?? '',
            confirmed: (subscription.SubscriptionArn ?? '').startsWith('arn:'),
          });
        }
        NextToken = page.NextToken;
      } while (NextToken);
      return found;
    },
    close() {
      for (const client of [...Object.values(cloudFormation), lambda, ...Object.values(sns)]) client.destroy();
    },
  };
}

/** An output the command needs, or one sentence saying which and where it should be. */
export function requiredOutput(outputs: Readonly<Record<string, string>>, key: string, stack: string): string {
  const value = outputs[key];
  if (!value)
    throw new StageCommandError(`The stack ${stack} has no output ${key}: deploy this version of the stack first.`);
  return value;
}
