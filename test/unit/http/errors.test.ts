import { CognitoFailure } from '../../../lambdas/adapters/cognito-pool';
import {
  ConflictError,
  DomainError,
  fieldsMessage,
  NotFoundError,
  PricingError,
  RefusedError,
  UpstreamError,
} from '../../../lambdas/domain/errors';
import { TooManyMailsError } from '../../../lambdas/domain/mail-limits';
import { answeredError, HttpError } from '../../../lambdas/http/errors';

describe('the one mapping from an error to its HTTP status', () => {
  it.each<[string, unknown, number | undefined]>([
    ['an HttpError keeps its status', new HttpError(403, 'EMAIL_NOT_VERIFIED', 'verify first'), 403],
    ['a domain rule refusal', new DomainError('INVALID_QUANTITY', 'quantity'), 400],
    ['an unknown product', new PricingError('PRODUCT_NOT_FOUND', 'nope'), 404],
    ['an unknown id', new NotFoundError('LICENCE_NOT_FOUND', 'no such licence'), 404],
    ['a state conflict', new ConflictError('ALREADY_CANCELLED', 'already'), 409],
    ['a failed provider', new UpstreamError('PAYMENT_PROVIDER_UNAVAILABLE', 'later'), 502],
    ['a refusal of kind tooMany', new RefusedError('tooMany', 'LIMIT_EXCEEDED', 'slow down'), 429],
    ["Cognito's wrong password", new CognitoFailure('NotAuthorizedException', 'Incorrect username or password.'), 401],
    ["Cognito's unknown failure", new CognitoFailure('SomethingNew', ''), 502],
    ['anything else is ours (500)', new Error('boom'), undefined],
  ])('%s', (_label, error, expected) => {
    // Act
    const answered = answeredError(error);

    // Assess
    expect(answered?.status).toBe(expected);
  });
});

describe('what a refusal carries besides its status', () => {
  it('answers the fields a refusal names, beside its one message', () => {
    // Prepare
    const error = new NotFoundError('LICENCE_NOT_FOUND', fieldsMessage({ licenceId: 'no such licence among yours' }), {
      licenceId: 'no such licence among yours',
    });

    // Act
    const answered = answeredError(error);

    // Assess
    expect(answered).toEqual({
      status: 404,
      code: 'LICENCE_NOT_FOUND',
      message: 'licenceId: no such licence among yours',
      fields: { licenceId: 'no such licence among yours' },
    });
  });

  it('answers too many mails 429 and says when to try again', () => {
    // Act
    const answered = answeredError(new TooManyMailsError(120));

    // Assess
    expect(answered).toMatchObject({ status: 429, code: 'TOO_MANY_MAILS', headers: { 'retry-after': '120' } });
  });
});
