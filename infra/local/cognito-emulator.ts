import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { closeServer, type Emulator } from './dynamodb-emulator';
import { behavingRouter, withTokenFamilies } from './cognito-behaviours';
import type { CognitoLocalParts } from './cognito-local-shapes';
import type { Mailbox } from './mailbox';
import { federatedUsers, withFederatedUsersApart, type FederatedUsers } from './hosted-ui/federated-users';

export interface CognitoEmulator extends Emulator {
  /** Social sign-in played inside the emulator, for the hosted-UI stand-in (ADR 253). */
  readonly federatedUsers: FederatedUsers;
}

/**
 * A pino hook for cognito-local's logger: it logs every refusal it answers 400 (a wrong password, an unknown user, a
 * wrong code) as a warning carrying the error and its stack. Such a refusal is an answer, not a fault: it becomes one
 * line, `Error handling target: InitiateAuth: NotAuthorizedException: Incorrect username or password.`. What it
 * answers 500 (its own failures) keeps its stack.
 */
export function refusalsInOneLine(refusal: abstract new (...args: never[]) => Error): {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void;
} {
  return {
    logMethod(args, method) {
      const [error, message] = args;
      if (!(error instanceof refusal) || typeof message !== 'string') return method.apply(this, args);
      const code = (error as Error & { readonly code?: unknown }).code;
      return method.call(this, `${message}: ${typeof code === 'string' ? code : error.name}: ${error.message}`);
    },
  };
}

/**
 * cognito-local, composed in this process the way its own `createDefaultServer` does, with four changes: the
 * data directory is ours (it would otherwise be `./.cognito` under the working directory), the port and issuer are
 * ours (it reads `PORT` from the environment, which is the shop's), mail goes to the local mailbox, and its targets
 * sit behind `behavingRouter` (./cognito-behaviours.ts), which plays what real Cognito does and cognito-local does
 * not. Tokens are RS256 with issuer `http://127.0.0.1:<port>/<poolId>`. Federated users (the hosted-UI stand-in's)
 * are made by `federatedUsers` and kept out of e-mail alias lookups (./hosted-ui/federated-users.ts).
 */
export async function startCognitoEmulator(options: {
  dir: string;
  port: number;
  mailbox: Mailbox;
}): Promise<CognitoEmulator> {
  const configDirectory = path.resolve(options.dir);
  const dataDirectory = path.join(configDirectory, 'db');
  mkdirSync(dataDirectory, { recursive: true });

  /* eslint-disable @typescript-eslint/no-require-imports -- cognito-local exports no API for its server parts: its
     CommonJS internals, and the pino, aws-sdk and jsonwebtoken copies it depends on, are loaded by path. */
  const lib = (module: string) => require(`cognito-local/lib/${module}`);
  const { createServer } = lib('server/server');
  const { Targets } = lib('targets/targets');
  const { DefaultConfig } = lib('server/config');
  const services = lib('services');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
  const { CryptoService } = lib('services/crypto');
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
  const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery');
  const { otp } = lib('services/otp');
  const { JwtTokenGenerator } = lib('services/tokenGenerator');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
  const pino = require(require.resolve('pino', { paths: [require.resolve('cognito-local')] }));
  const AWS = require(require.resolve('aws-sdk', { paths: [require.resolve('cognito-local')] }));
  const parts: CognitoLocalParts = {
    Targets,
    errors: lib('errors'),
    jwt: require(require.resolve('jsonwebtoken', { paths: [require.resolve('cognito-local')] })),
    publicPem: lib('keys/cognitoLocal.public.json').pem,
    privatePem: lib('keys/cognitoLocal.private.json').pem,
  };
  /* eslint-enable @typescript-eslint/no-require-imports -- the CommonJS internals above are loaded */

  const logger = pino({
    level: process.env.COGNITO_LOCAL_LOG_LEVEL ?? 'warn',
    hooks: refusalsInOneLine(parts.errors.CognitoError),
  });
  const issuerDomain = `http://127.0.0.1:${options.port}`;
  const config = {
    ...DefaultConfig,
    TokenConfig: { IssuerDomain: issuerDomain },
    ServerConfig: { port: options.port, hostname: '127.0.0.1', development: false, https: false },
  };
  const ctx = { logger };
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoService = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const cognito = withFederatedUsersApart(cognitoService);
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const mailSender = {
    sendEmail: (_ctx: unknown, _user: unknown, destination: string, message: MailMessage) =>
      deliver(destination, message),
    sendSms: (_ctx: unknown, _user: unknown, destination: string, message: MailMessage) =>
      deliver(destination, message),
  };
  const deliver = async (to: string, message: MailMessage) =>
    options.mailbox.deliver({
      to,
      code: message.__code,
      subject: message.emailSubject,
      sentAt: new Date().toISOString(),
    });

  const tokenGenerator = withTokenFamilies(new JwtTokenGenerator(clock, triggers, config.TokenConfig), parts);
  const allServices = {
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(mailSender)),
    otp,
    tokenGenerator,
    triggers,
  };
  const server: Server = await createServer(
    behavingRouter(allServices, parts),
    logger,
    config.ServerConfig,
    allServices,
  ).start();
  return {
    endpoint: issuerDomain,
    close: () => closeServer(server),
    federatedUsers: federatedUsers({
      ctx,
      cognito,
      tokenGenerator,
      clock,
      jwt: parts.jwt,
      publicPem: parts.publicPem,
    }),
  };
}

interface MailMessage {
  __code?: string;
  emailSubject?: string;
}
