import {
  cataloguePriceKeys,
  paddleIdMapPath,
  readPaddleIdMap,
  type PaddleIdMap,
} from '../../infra/stages/paddle-id-map';
import { resolveStage, StageConfigError, STAGES, type StageDefinition } from '../../infra/stages/stages';
import { catchError } from '../support/catch-error';

const SANDBOX: StageDefinition = {
  paddle: { environment: 'sandbox', clientToken: 'test_7d279f61a3499fed520f7cd8c08' },
  supportUrl: 'https://support.example/desk',
  alarmEmails: ['ops@shop.example'],
};
const LIVE: StageDefinition = {
  ...SANDBOX,
  paddle: { environment: 'production', clientToken: 'live_0c2e5a1f9b7d3e8a6c4f2b0d9e1' },
  domain: { domainName: 'shop.example', certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc' },
  email: { identity: 'shop.example', fromAddress: 'no-reply@shop.example' },
  alarmEmails: ['ops@shop.example'],
};

function idMap(id: (key: string) => string = (key) => `pri_${key}`): PaddleIdMap {
  return {
    priceIds: Object.fromEntries(cataloguePriceKeys().map((key) => [key, id(key)])),
    firstYearDiscountId: 'dsc_01',
  };
}

function expectStageError(act: () => unknown, message: string): void {
  const error = catchError(act);
  expect(error).toBeInstanceOf(StageConfigError);
  expect((error as Error).name).toBe('StageConfigError');
  expect((error as Error).message).toBe(message);
}

describe('stage config', () => {
  it('resolves the dev stage from its definition and its committed Paddle id map', () => {
    // Act
    const stage = resolveStage('dev', { checksOnly: true });

    // Assess
    expect(stage.name).toBe('dev');
    expect(stage.paddle.environment).toBe('sandbox');
    expect(stage.paddleIds).toEqual(readPaddleIdMap('dev'));
    expect(Object.keys(stage.paddleIds.priceIds).sort()).toEqual(cataloguePriceKeys().sort());
    expect(stage.socialProviders).toEqual({});
  });

  it('fails without a stage, naming the flag and the stages there are', () => {
    expectStageError(
      () => resolveStage(undefined),
      'No stage given: run cdk with -c stage=<name> (one of: dev, prod).',
    );
  });

  it('fails for an unknown stage, even one named like an object property', () => {
    expectStageError(() => resolveStage('staging'), 'Unknown stage "staging": expected one of dev, prod.');
    expectStageError(() => resolveStage('constructor'), 'Unknown stage "constructor": expected one of dev, prod.');
  });

  it('fails for prod until its client token and Paddle id map are in place', () => {
    expect(STAGES.prod?.paddle.environment).toBe('production');
    expectStageError(
      () => resolveStage('prod', { readIds: () => undefined }),
      'Stage "prod" cannot be deployed: paddle.clientToken is missing (Paddle → Developer tools → Authentication); ' +
        'a production stage needs domain (its own host name with a us-east-1 certificate, for TLS 1.2); ' +
        'a production stage needs email (a verified SES identity): Cognito alone sends 50 mails a day; ' +
        `no Paddle id map at ${paddleIdMapPath('prod')}: run npm run paddle:sync -- --stage prod --write-ids; ` +
        'alarmEmails is missing: someone must hear when buyers stop getting licences (every stage, dev too).',
    );
  });

  it('names every catalogue price key the id map lacks', () => {
    // Prepare
    const ids = idMap();
    const { hud: _hud, 'a320-neo-addon': _neo, ...rest } = ids.priceIds;

    // Act + Assess
    expectStageError(
      () => resolveStage('shop', { stages: { shop: SANDBOX }, readIds: () => ({ ...ids, priceIds: rest }) }),
      'Stage "shop" cannot be deployed: the Paddle id map lacks price ids for a320-neo-addon, hud: ' +
        'run npm run paddle:sync -- --stage shop --write-ids.',
    );
  });

  it('refuses placeholder ids for every stage, a sandbox too, and lets a checks-only synth have them', () => {
    // Prepare
    const placeholders = () => idMap((key) => `pri_unsynced_${key}`);

    // Act + Assess
    expectStageError(
      () => resolveStage('sandbox', { stages: { sandbox: SANDBOX }, readIds: placeholders }),
      'Stage "sandbox" cannot be deployed: the Paddle id map holds placeholder ids: run npm run paddle:sync -- --stage sandbox --write-ids.',
    );
    expectStageError(
      () => resolveStage('live', { stages: { live: LIVE }, readIds: placeholders }),
      'Stage "live" cannot be deployed: the Paddle id map holds placeholder ids: run npm run paddle:sync -- --stage live --write-ids.',
    );
    expect(
      resolveStage('sandbox', { stages: { sandbox: SANDBOX }, readIds: placeholders, checksOnly: true }).name,
    ).toBe('sandbox');
  });

  it("refuses a placeholder client token, which only the buyer's browser would otherwise find", () => {
    // Prepare
    const placeholder: StageDefinition = {
      ...SANDBOX,
      paddle: { environment: 'sandbox', clientToken: 'test_skydeck_dev_set_me_from_paddle_sandbox' },
    };

    // Act + Assess
    expectStageError(
      () => resolveStage('s', { stages: { s: placeholder }, readIds: () => idMap() }),
      'Stage "s" cannot be deployed: paddle.clientToken "test_skydeck_dev_set_me_from_paddle_sandbox" is a placeholder: ' +
        'copy the client-side token from Paddle → Developer tools → Authentication.',
    );
  });

  it('refuses to deploy the committed dev stage as it is, naming what its first deploy must set', () => {
    expectStageError(
      () => resolveStage('dev'),
      'Stage "dev" cannot be deployed: paddle.clientToken "test_skydeck_dev_set_me_from_paddle_sandbox" is a placeholder: ' +
        'copy the client-side token from Paddle → Developer tools → Authentication; ' +
        'the Paddle id map holds placeholder ids: run npm run paddle:sync -- --stage dev --write-ids; ' +
        'alarmEmails is missing: someone must hear when buyers stop getting licences (every stage, dev too).',
    );
  });

  it('requires someone on the alarm topic of every stage', () => {
    // Prepare
    const { alarmEmails: _alarms, ...silent } = SANDBOX;

    // Act + Assess
    expectStageError(
      () => resolveStage('s', { stages: { s: silent }, readIds: () => idMap() }),
      'Stage "s" cannot be deployed: alarmEmails is missing: someone must hear when buyers stop getting licences (every stage, dev too).',
    );
  });

  it('refuses ids that could break out of the bundle banner', () => {
    expectStageError(
      () =>
        resolveStage('s', {
          stages: { s: SANDBOX },
          readIds: () => ({ ...idMap(), firstYearDiscountId: "dsc_1';rm" }),
        }),
      `Stage "s" cannot be deployed: the Paddle id map holds malformed ids: dsc_1';rm.`,
    );
  });

  it('checks the client token against the Paddle environment', () => {
    expectStageError(
      () =>
        resolveStage('live', {
          stages: { live: { ...LIVE, paddle: { environment: 'production', clientToken: 'test_x' } } },
          readIds: () => idMap(),
        }),
      'Stage "live" cannot be deployed: paddle.clientToken must start with "live_" for the production environment.',
    );
  });

  it('requires a site domain, a Cognito domain and complete providers for social sign-in', () => {
    // Prepare
    const social: StageDefinition = {
      ...SANDBOX,
      socialProviders: { google: { clientId: 'g', secretName: '' }, apple: { clientId: 'a', secretName: 'apple' } },
    };

    // Act + Assess
    expectStageError(
      () => resolveStage('s', { stages: { s: social }, readIds: () => idMap() }),
      'Stage "s" cannot be deployed: social sign-in needs cognitoDomainPrefix (the Cognito hosted domain); ' +
        'social sign-in needs domain: the providers must know the callback URL in advance; ' +
        'socialProviders.google.secretName is missing; socialProviders.apple needs teamId and keyId.',
    );
  });

  it('refuses to launch a production stage half-configured, naming each missing piece', () => {
    // Prepare
    const { domain: _domain, email: _email, alarmEmails: _alarms, ...bare } = LIVE;

    // Act + Assess
    expect(resolveStage('live', { stages: { live: LIVE }, readIds: () => idMap() }).name).toBe('live');
    expectStageError(
      () => resolveStage('live', { stages: { live: bare }, readIds: () => idMap() }),
      'Stage "live" cannot be deployed: a production stage needs domain (its own host name with a us-east-1 certificate, for TLS 1.2); ' +
        'a production stage needs email (a verified SES identity): Cognito alone sends 50 mails a day; ' +
        'alarmEmails is missing: someone must hear when buyers stop getting licences (every stage, dev too).',
    );
  });

  it('refuses shop mail without the site domain its links would name', () => {
    // Prepare
    const mailOnly: StageDefinition = {
      ...SANDBOX,
      email: { identity: 'shop.example', fromAddress: 'no-reply@shop.example' },
    };

    // Act + Assess
    expectStageError(
      () => resolveStage('s', { stages: { s: mailOnly }, readIds: () => idMap() }),
      'Stage "s" cannot be deployed: email needs domain: the links in the shop\'s mails name the site\'s own address.',
    );
  });

  it('refuses a certificate outside us-east-1 and a from-address off the SES identity', () => {
    // Prepare
    const wrong: StageDefinition = {
      ...LIVE,
      domain: { domainName: 'shop.example', certificateArn: 'arn:aws:acm:eu-west-1:111111111111:certificate/abc' },
      email: { identity: 'shop.example', fromAddress: 'no-reply@other.example' },
    };

    // Act + Assess
    expectStageError(
      () => resolveStage('live', { stages: { live: wrong }, readIds: () => idMap() }),
      'Stage "live" cannot be deployed: domain.certificateArn must be an ACM certificate in us-east-1 (CloudFront\'s region); ' +
        'email.fromAddress must belong to the SES identity shop.example.',
    );
  });
});
