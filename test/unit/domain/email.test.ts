import fc from 'fast-check';
import * as z from 'zod';
import { emailProblem, isAcceptableEmail, normaliseEmail } from '../../../lambdas/domain/email';
import { emailField } from '../../../lambdas/contract/email-field';

describe('the one e-mail rule', () => {
  it('normalises an address to trimmed lower case', () => {
    // Act / Assess
    expect(normaliseEmail('  Pilot@Example.COM ')).toBe('pilot@example.com');
  });

  it.each([
    'pilot@example.com',
    'first.last+tag@mail.example.co.uk',
    "o'brien@example.ie",
    'a@b.io',
    'x_y-z@sub-domain.example.org',
  ])('accepts %s', (address) => {
    // Act / Assess
    expect(emailProblem(address)).toBeUndefined();
  });

  it.each([
    ['x@h5', 'malformed'],
    ['pilot@localhost', 'malformed'],
    ['pilot@example.c', 'malformed'],
    ['pi lot@example.com', 'malformed'],
    ['pilot\u0000@example.com', 'malformed'],
    ['pilot\n@example.com', 'malformed'],
    ['<b>pilot</b>@example.com', 'malformed'],
    ['"pilot"@example.com', 'malformed'],
    ['pilot@exa_mple.com', 'malformed'],
    ['.pilot@example.com', 'malformed'],
    ['pi..lot@example.com', 'malformed'],
    ['pilot.@example.com', 'malformed'],
    ['pilot@-example.com', 'malformed'],
    ['pilot@example-.com', 'malformed'],
    ['pilot@@example.com', 'malformed'],
    ['pilöt@example.com', 'malformed'],
    [`${'a'.repeat(65)}@example.com`, 'malformed'],
    [`pilot@${'a'.repeat(64)}.com`, 'malformed'],
    [`${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`, 'too-long'],
    ['', 'empty'],
  ])('refuses %j (%s)', (address, problem) => {
    // Act / Assess
    expect(emailProblem(address)).toBe(problem);
  });

  it('accepts nothing that zod’s z.email() (the webhook’s former rule) refuses', () => {
    // Prepare
    const zodEmail = z.email();
    const candidates = fc.oneof(
      fc.emailAddress(),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc
        .tuple(fc.string({ maxLength: 30 }), fc.constantFrom('@', '@@', '.'), fc.string({ maxLength: 30 }))
        .map((parts) => parts.join('')),
    );

    // Act / Assess
    fc.assert(
      fc.property(candidates, (candidate) => {
        if (isAcceptableEmail(candidate)) expect(zodEmail.safeParse(normaliseEmail(candidate)).success).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts the ordinary addresses fast-check generates, once within the length limits', () => {
    // Act / Assess
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const normalised = normaliseEmail(address);
        const plain = /^[a-z0-9_'+.-]+@[a-z0-9.-]+$/.test(normalised) && !/[.]{2}|^[.]|[.]@/.test(normalised);
        fc.pre(
          plain && normalised.length <= 254 && normalised.indexOf('@') <= 64 && z.email().safeParse(normalised).success,
        );
        fc.pre(
          normalised
            .split('@')[1]!
            .split('.')
            .every((label) => label.length <= 63 && !label.startsWith('-') && !label.endsWith('-')),
        );
        expect(isAcceptableEmail(address)).toBe(true);
      }),
    );
  });

  it('answers a request field with the rule’s message', () => {
    // Prepare
    const schema = z.object({ email: emailField('the e-mail address is required') });

    // Act
    const accepted = schema.safeParse({ email: ' Pilot@Example.com ' });
    const refused = schema.safeParse({ email: 'x@h5' });
    const missing = schema.safeParse({});

    // Assess
    expect(accepted.success && accepted.data.email).toBe('pilot@example.com');
    expect(refused.error?.issues[0]?.message).toBe('must be an e-mail address');
    expect(missing.error?.issues[0]?.message).toBe('the e-mail address is required');
  });
});
