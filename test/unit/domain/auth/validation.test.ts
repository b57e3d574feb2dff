import {
  AUTH_REJECTIONS,
  cleanPhoneNumber,
  confirmPasswordError,
  passwordErrors,
  PASSWORD_POLICY,
  trimFormValues,
  visibleFormErrors,
  fieldErrors,
} from '../../../../lambdas/domain/auth/validation';

describe('password policy', () => {
  it('asks for at least 10 characters and nothing else by default', () => {
    // Act / Assess
    expect(passwordErrors('123456789')).toEqual(['Password must have at least 10 characters']);
    expect(passwordErrors('aaaaaaaaaa')).toEqual([]);
    expect(PASSWORD_POLICY.minLength).toBe(10);
  });

  it('names each character class the form is configured to require', () => {
    // Prepare
    const strict = {
      minLength: 8,
      requireLowercase: true,
      requireUppercase: true,
      requireNumbers: true,
      requireSymbols: true,
    };

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
    [
      'both at least 6 characters, untouched',
      { password: 'abcdef', confirm_password: 'abcdeg' },
      {},
      'Your passwords must match',
    ],
    [
      'short but both touched',
      { password: 'ab', confirm_password: 'a' },
      { password: true, confirm_password: true },
      'Your passwords must match',
    ],
    ['short and only one touched', { password: 'ab', confirm_password: 'a' }, { password: true }, undefined],
    ['one shorter than 6, untouched', { password: 'abcdefgh', confirm_password: 'abcde' }, {}, undefined],
    [
      'equal',
      { password: 'abcdefgh', confirm_password: 'abcdefgh' },
      { password: true, confirm_password: true },
      undefined,
    ],
  ])('%s', (_case, values, touched, expected) => {
    // Act / Assess
    expect(confirmPasswordError(values, touched)).toBe(expected);
  });
});

describe('form errors: on leaving a field and on submit, never at the first keystroke', () => {
  const rules = { email: 'email', password: 'newPassword', confirm_password: 'confirmPassword' } as const;

  it('shows nothing while typing, a field’s errors once it was left, everything on submit', () => {
    // Prepare
    const values = { email: 'x@h5', password: 'short', confirm_password: 'other' };

    // Act
    const typing = visibleFormErrors(rules, values, {}, false);
    const left = visibleFormErrors(rules, values, { password: true }, false);
    const submitted = visibleFormErrors(rules, values, {}, true);

    // Assess
    expect(typing).toEqual({});
    expect(left).toEqual({ password: ['Password must have at least 10 characters'] });
    expect(submitted).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must have at least 10 characters'],
      confirm_password: ['Your passwords must match'],
    });
  });

  it('shows a confirm mismatch while typing once both have 6 characters', () => {
    // Act / Assess
    expect(visibleFormErrors(rules, { email: '', password: 'abcdef', confirm_password: 'abcdeg' }, {}, false)).toEqual({
      confirm_password: ['Your passwords must match'],
    });
  });

  it('words empty fields as the authenticator’s rejections', () => {
    // Act / Assess
    expect(fieldErrors('email', { email: '  ' })).toEqual(['Username cannot be empty']);
    expect(fieldErrors('password', {})).toEqual(['Password cannot be empty']);
    expect(fieldErrors('code', { code: ' ' })).toEqual(['Confirmation code cannot be empty']);
  });
});

describe('phone numbers and e-mails', () => {
  it('cleans a phone number to dial code and digits, with +1 by default', () => {
    // Act / Assess
    expect(cleanPhoneNumber('(555) 123-4567')).toBe('+15551234567');
    expect(cleanPhoneNumber(' 30 1234 56.78', '+49')).toBe('+4930123456' + '78');
  });

  it('words the auth rejections as docs/product/accounts.md lists them', () => {
    // Act / Assess
    expect(AUTH_REJECTIONS).toMatchObject({
      EmptyUsername: 'Username cannot be empty',
      EmptyPassword: 'Password cannot be empty',
      EmptyCode: 'Confirmation code cannot be empty',
      EmptyChallengeResponse: 'challengeResponse required for confirmSignIn',
    });
  });
});
