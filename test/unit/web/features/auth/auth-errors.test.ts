import { ApiError } from '../../../../../web/src/shared/api';
import { authErrorMessage, GENERIC_FAILURE } from '../../../../../web/src/features/auth/auth-errors';

describe("the authenticator's sentences for a failed step", () => {
  it.each<[string, unknown, string]>([
    [
      'a refused e-mail, read from its field',
      new ApiError(400, 'BAD_REQUEST', 'email: must be an e-mail address', { email: 'must be an e-mail address' }),
      'Please enter a valid email address',
    ],
    [
      'the first refusal it can say, of several fields',
      new ApiError(400, 'BAD_REQUEST', 'code: is required; password: Password must have at least 10 characters', {
        code: 'is required',
        password: 'Password must have at least 10 characters',
      }),
      'Password must have at least 10 characters',
    ],
    [
      "a field's name in a message whose fields say otherwise: the fields decide",
      new ApiError(400, 'BAD_REQUEST', 'email: must be an e-mail address', { email: 'is required' }),
      GENERIC_FAILURE,
    ],
    [
      "Cognito's refusal, which names no field: its message",
      new ApiError(400, 'INCORRECT_CREDENTIALS', 'Incorrect username or password'),
      'Incorrect username or password',
    ],
    ['no connection', new ApiError(0, 'NETWORK_ERROR', 'Network error'), 'Network error'],
    ['a failure on our side', new ApiError(500, 'INTERNAL', 'boom'), GENERIC_FAILURE],
    ['something that is not an API error', new Error('boom'), GENERIC_FAILURE],
  ])('%s', (_label, error, expected) => {
    // Act
    const shown = authErrorMessage(error);

    // Assess
    expect(shown).toBe(expected);
  });
});
