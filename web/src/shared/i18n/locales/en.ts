/**
 * English, the base language: every key is its English text (as Amplify's authenticator does), so a missing
 * translation still reads sensibly. Every other language must have every key (test/unit/web/app/catalogues.test.ts).
 * `{{name}}` marks an interpolated value.
 */
const en = {
  // Tabs, headings and buttons
  'Sign In': 'Sign In',
  'Create Account': 'Create Account',
  'Sign in to your account': 'Sign in to your account',
  'Signing in': 'Signing in',
  'Creating Account': 'Creating Account',
  Confirm: 'Confirm',
  Confirming: 'Confirming',
  Submit: 'Submit',
  Submitting: 'Submitting',
  'Send code': 'Send code',
  Sending: 'Sending',
  Verify: 'Verify',
  'Change Password': 'Change Password',
  Changing: 'Changing',
  Dismiss: 'Dismiss',
  Copy: 'Copy',
  Copied: 'Copied',
  'Sign Out': 'Sign Out',
  'Sign out': 'Sign out',
  'Signing out': 'Signing out',
  Language: 'Language',
  // Links
  'Forgot your password?': 'Forgot your password?',
  'Back to Sign In': 'Back to Sign In',
  Skip: 'Skip',
  'Resend Code': 'Resend Code',
  // Field labels and placeholders
  Email: 'Email',
  'Enter your Email': 'Enter your Email',
  Password: 'Password',
  'Enter your Password': 'Enter your Password',
  'Confirm Password': 'Confirm Password',
  'Please confirm your Password': 'Please confirm your Password',
  'New Password': 'New Password',
  Code: 'Code',
  'Confirmation Code': 'Confirmation Code',
  'Enter your code': 'Enter your code',
  'Phone Number': 'Phone Number',
  'Show password': 'Show password',
  'Hide password': 'Hide password',
  // Screens
  'We Emailed You': 'We Emailed You',
  'We Texted You': 'We Texted You',
  'Your code is on the way. To log in, enter the code we emailed to {{destination}}. It may take a minute to arrive.':
    'Your code is on the way. To log in, enter the code we emailed to {{destination}}. It may take a minute to arrive.',
  'Your code is on the way. To log in, enter the code we texted to {{destination}}. It may take a minute to arrive.':
    'Your code is on the way. To log in, enter the code we texted to {{destination}}. It may take a minute to arrive.',
  'Confirm SMS Code': 'Confirm SMS Code',
  'Confirm TOTP Code': 'Confirm TOTP Code',
  'Setup TOTP': 'Setup TOTP',
  'Scan this QR code with your authenticator app, or enter the secret key by hand.':
    'Scan this QR code with your authenticator app, or enter the secret key by hand.',
  'QR code for your authenticator app': 'QR code for your authenticator app',
  'Secret key': 'Secret key',
  'Change Password Required': 'Change Password Required',
  'Reset Password': 'Reset Password',
  'Reset your password': 'Reset your password',
  'Account recovery requires verified contact information': 'Account recovery requires verified contact information',
  'Verify Contact': 'Verify Contact',
  'Sign In with Amazon': 'Sign In with Amazon',
  'Sign In with Apple': 'Sign In with Apple',
  'Sign In with Facebook': 'Sign In with Facebook',
  'Sign In with Google': 'Sign In with Google',
  or: 'or',
  // The login page
  'Please login with the email address that is bound to your licence keys to start or extend a support subscription.':
    'Please login with the email address that is bound to your licence keys to start or extend a support subscription.',
  'Logged in as {{email}}. Not you?': 'Logged in as {{email}}. Not you?',
  'logged in': 'logged in',
  'Please sign in to continue.': 'Please sign in to continue.',
  // Validation (docs/product/accounts.md, "Form rules and messages")
  'Password must have at least {{count}} characters': 'Password must have at least {{count}} characters',
  'Password must have lower case letters': 'Password must have lower case letters',
  'Password must have upper case letters': 'Password must have upper case letters',
  'Password must have numbers': 'Password must have numbers',
  'Password must have special characters': 'Password must have special characters',
  'Your passwords must match': 'Your passwords must match',
  // Errors (docs/product/accounts.md, "Identity errors")
  'Incorrect username or password': 'Incorrect username or password',
  'Invalid password format': 'Invalid password format',
  'Invalid phone number format': 'Invalid phone number format',
  'User already exists': 'User already exists',
  'User does not exist': 'User does not exist',
  'Please enter your e-mail address': 'Please enter your e-mail address',
  'Password attempts exceeded': 'Password attempts exceeded',
  'An account with the given email already exists.': 'An account with the given email already exists.',
  'User is already confirmed.': 'User is already confirmed.',
  'Invalid verification code provided, please try again.': 'Invalid verification code provided, please try again.',
  'Invalid code provided, please request a code again.': 'Invalid code provided, please request a code again.',
  'Attempt limit exceeded, please try after some time.': 'Attempt limit exceeded, please try after some time.',
  'User is disabled.': 'User is disabled.',
  'Network error': 'Network error',
  'Cannot reset password for the user as there is no registered/verified email or phone_number':
    'Cannot reset password for the user as there is no registered/verified email or phone_number',
  'This sign-in step has expired. Please sign in again.': 'This sign-in step has expired. Please sign in again.',
  'Refresh Token has been revoked': 'Refresh Token has been revoked',
  'Refresh Token has expired': 'Refresh Token has expired',
  'Access Token has been revoked': 'Access Token has been revoked',
  'User does not exist.': 'User does not exist.',
  'Password reset required for the user': 'Password reset required for the user',
  'The user is not authenticated': 'The user is not authenticated',
  'Please enter a valid email address': 'Please enter a valid email address',
  'Password cannot be empty': 'Password cannot be empty',
  'Confirmation code cannot be empty': 'Confirmation code cannot be empty',
  'Something went wrong. Please try again.': 'Something went wrong. Please try again.',
  'You have been signed out.': 'You have been signed out.',
  'Your account is confirmed. Please sign in.': 'Your account is confirmed. Please sign in.',
  'This sign-in step is not valid. Please sign in again.': 'This sign-in step is not valid. Please sign in again.',
  'This session has been signed out. Please sign in again.': 'This session has been signed out. Please sign in again.',
  // The licence portal's lists (ADR 115)
  // The mail limits' refusal (ADR 260)
  'Too many e-mails were asked for in a short time. Please try again later.':
    'Too many e-mails were asked for in a short time. Please try again later.',
  // Refusals of a second renewing source, and of a cancel or resume that cannot be done (ADR 409)
  'Support for {{licences}} now renews with another subscription of yours; resuming this one would charge for the same period twice. Cancel that one first if you want this one to renew instead.':
    'Support for {{licences}} now renews with another subscription of yours; resuming this one would charge for the same period twice. Cancel that one first if you want this one to renew instead.',
  'This subscription no longer pays for any licence of yours (they moved to a new owner or were refunded), so resuming it would charge for nothing.':
    'This subscription no longer pays for any licence of yours (they moved to a new owner or were refunded), so resuming it would charge for nothing.',
  'Support for this licence already renews automatically on {{date}}; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Support for this licence already renews automatically on {{date}}; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.',
  "The support subscription of this licence is paused since {{date}}; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    "The support subscription of this licence is paused since {{date}}; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.",
  'This subscription is not set to end, so there is nothing to resume.':
    'This subscription is not set to end, so there is nothing to resume.',
  'This subscription has ended and cannot be resumed. To continue, buy it again.':
    'This subscription has ended and cannot be resumed. To continue, buy it again.',
  'This subscription is already cancelled or set to end.': 'This subscription is already cancelled or set to end.',
  'Show more': 'Show more',
  'Loading more': 'Loading more',
  'This link to a later page of the list is not valid. Please open the list again from its first page.':
    'This link to a later page of the list is not valid. Please open the list again from its first page.',
} as const;

export type TranslationKey = keyof typeof en;
export type Translations = Readonly<Record<TranslationKey, string>>;

export default en satisfies Translations;
