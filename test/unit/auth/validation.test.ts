import {
  AUTH_REJECTIONS,
  cleanPhoneNumber,
  confirmPasswordError,
  isSignUpFormValid,
  passwordErrors,
  PASSWORD_POLICY,
  trimFormValues,
  validateSignUpForm,
} from '../../../lambdas/domain/auth/validation';

describe('password policy (SPEC.md §5)', () => {
  it('asks for at least 10 characters and nothing else by default', () => {
    // Act / Assess
    expect(passwordErrors('123456789')).toEqual(['Password must have at least 10 characters']);
    expect(passwordErrors('aaaaaaaaaa')).toEqual([]);
    expect(PASSWORD_POLICY.minLength).toBe(10);
  });

  it('names each character class the form is configured to require', () => {
    // Prepare
    const strict = { minLength: 8, requireLowercase: true, requireUppercase: true, requireNumbers: true, requireSymbols: true };

    // Act
    const errors = passwordErrors('', strict);

    // Assess
    expect(errors).toEqual([
      'Password must have at least 8 characters',
      'Password must have lower case letters',
      'Password must have upper case letters',
      'Password must have numbers',
      'Password must have special characters',
    ]);
    expect(passwordErrors('aA1!aaaa', strict)).toEqual([]);
  });

  it('counts spaces as characters: passwords are never trimmed', () => {
    // Act / Assess
    expect(passwordErrors('  abcdef  ')).toEqual([]);
    expect(trimFormValues({ email: '  a@b.example ', password: ' secret   pw ', confirm_password: ' x ' })).toEqual({
      email: 'a@b.example',
      password: ' secret   pw ',
      confirm_password: ' x ',
    });
  });
});

describe("'Your passwords must match'", () => {
  it.each([
    ['both at least 6 characters, untouched', { password: 'abcdef', confirm_password: 'abcdeg' }, {}, 'Your passwords must match'],
    ['short but both touched', { password: 'ab', confirm_password: 'a' }, { password: true, confirm_password: true }, 'Your passwords must match'],
    ['short and only one touched', { password: 'ab', confirm_password: 'a' }, { password: true }, undefined],
    ['one shorter than 6, untouched', { password: 'abcdefgh', confirm_password: 'abcde' }, {}, undefined],
    ['equal', { password: 'abcdefgh', confirm_password: 'abcdefgh' }, { password: true, confirm_password: true }, undefined],
  ])('%s', (_case, values, touched, expected) => {
    // Act / Assess
    expect(confirmPasswordError(values, touched)).toBe(expected);
  });
});

describe('sign-up form', () => {
  it('shows errors for touched fields only', () => {
    // Prepare
    const values = { email: 'a@b.example', password: 'short', confirm_password: 'other' };

    // Act
    const untouched = validateSignUpForm(values, {});
    const passwordTouched = validateSignUpForm(values, { password: true });
    const bothTouched = validateSignUpForm(values, { password: true, confirm_password: true });

    // Assess
    expect(untouched).toEqual({});
    expect(passwordTouched).toEqual({ password: ['Password must have at least 10 characters'] });
    expect(bothTouched).toEqual({
      password: ['Password must have at least 10 characters'],
      confirm_password: ['Your passwords must match'],
    });
  });

  it('is valid only with an e-mail and a matching policy-conforming password', () => {
    // Act / Assess
    expect(isSignUpFormValid({ email: 'a@b.example', password: 'long enough', confirm_password: 'long enough' })).toBe(true);
    expect(isSignUpFormValid({ email: ' ', password: 'long enough', confirm_password: 'long enough' })).toBe(false);
    expect(isSignUpFormValid({ email: 'a@b.example', password: 'long enough', confirm_password: 'long enougH' })).toBe(false);
    expect(isSignUpFormValid({ email: 'a@b.example', password: 'short', confirm_password: 'short' })).toBe(false);
  });
});

describe('phone numbers and e-mails', () => {
  it('cleans a phone number to dial code and digits, with +1 by default', () => {
    // Act / Assess
    expect(cleanPhoneNumber('(555) 123-4567')).toBe('+15551234567');
    expect(cleanPhoneNumber(' 30 1234 56.78', '+49')).toBe('+4930123456' + '78');
  });

  it('words the auth rejections as the spec lists them', () => {
    // Act / Assess
    expect(AUTH_REJECTIONS).toMatchObject({
      EmptyUsername: 'Username cannot be empty',
      EmptyPassword: 'Password cannot be empty',
      EmptyCode: 'Confirmation code cannot be empty',
      EmptyChallengeResponse: 'challengeResponse required for confirmSignIn',
    });
  });
});
