import { trimFormValues, visibleFormErrors, type FieldRule, type FormValues } from '@domain/auth/validation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { directionOf, useLanguage, useTranslate } from '../../shared/i18n/i18n';
import { AuthForm } from './AuthForm';
import { CodeField, EmailField, Field, LinkButton, NewPasswordFields } from './Fields';
import { FederatedSignInAlert, SocialButtons } from './SocialSignIn';
import { TotpSetup } from './TotpSetup';
import type { Authenticator as Auth } from './useAuthenticator';
import '../../shared/ui/card.css';

/**
 * The authentication box (docs/product/accounts.md, "The authenticator"): one view per route of the machine. Every form
 * disables its fields and buttons while a request is pending and shows errors in an alert above its button.
 */
export function AuthenticatorBox({ auth }: { auth: Auth }) {
  const { state } = auth;
  const t = useTranslate();
  const language = useLanguage();
  const box = useRef<HTMLElement>(null);
  const tabFocus = useRef(false);
  const firstRoute = useRef(true);
  // After every screen change, focus goes to the new screen's heading (or the tab the arrow keys moved to).
  useEffect(() => {
    if (state.pending) return;
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    if (tabFocus.current) {
      tabFocus.current = false;
      box.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
      return;
    }
    box.current?.querySelector<HTMLElement>('[data-auth-heading]')?.focus();
  }, [state.route, state.pending]);
  // A failed submit moves focus to its message.
  useEffect(() => {
    if (state.error && !state.pending) box.current?.querySelector<HTMLElement>('.auth-alert')?.focus();
  }, [state.error, state.pending]);

  const tabs = ['signIn', 'signUp'] as const;
  const onTabKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(state.route as (typeof tabs)[number]);
    const forward = directionOf(language) === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (index + 1) % tabs.length
        : event.key === backward
          ? (index + tabs.length - 1) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    tabFocus.current = true;
    auth.navigate(tabs[next]!);
  };
  const tabbed = state.route === 'signIn' || state.route === 'signUp';
  return (
    <section
      ref={box}
      className="card authenticator"
      aria-busy={state.pending}
      lang={language}
      dir={directionOf(language)}
    >
      {tabbed ? (
        <div className="auth-tabs" role="tablist" aria-label={t('Sign in to your account')}>
          {tabs.map((tab) => (
            <button
              key={tab}
              id={`auth-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={state.route === tab}
              aria-controls="auth-tabpanel"
              tabIndex={state.route === tab ? 0 : -1}
              className="auth-tab"
              disabled={state.pending}
              onClick={() => auth.navigate(tab)}
              onKeyDown={onTabKey}
            >
              {t(tab === 'signIn' ? 'Sign In' : 'Create Account')}
            </button>
          ))}
        </div>
      ) : null}
      {state.notice ? (
        <p className="auth-notice" role="status">
          {t(state.notice)}
        </p>
      ) : null}
      {tabbed ? (
        <div id="auth-tabpanel" role="tabpanel" aria-labelledby={`auth-tab-${state.route}`}>
          <RouteView auth={auth} />
        </div>
      ) : (
        <RouteView auth={auth} />
      )}
    </section>
  );
}

function RouteView({ auth }: { auth: Auth }) {
  switch (auth.state.route) {
    case 'signIn':
      return <SignIn auth={auth} />;
    case 'signUp':
      return <SignUp auth={auth} />;
    case 'confirmSignUp':
      return <ConfirmSignUp auth={auth} />;
    case 'confirmSignIn':
      return <ConfirmSignIn auth={auth} />;
    case 'setupTOTP':
      return <TotpSetup auth={auth} />;
    case 'forceNewPassword':
      return <ForceNewPassword auth={auth} />;
    case 'resetPassword':
      return <ResetPassword auth={auth} />;
    case 'confirmResetPassword':
      return <ConfirmResetPassword auth={auth} />;
    case 'verifyUser':
      return <VerifyUser auth={auth} />;
    case 'confirmVerifyUser':
      return <ConfirmVerifyUser auth={auth} />;
    default:
      // idle, setup, transition, signOut: something is under way.
      return <p>...</p>;
  }
}

/**
 * A form's values and the errors it shows: a field's own once it was left or the form submitted, never at the
 * first keystroke (`visibleFormErrors`). `submit` validates everything, and focuses the first field in error.
 */
function useForm(initial: FormValues, rules: Readonly<Record<string, FieldRule>>) {
  const [values, setValues] = useState<FormValues>(initial);
  const [blurred, setBlurred] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = visibleFormErrors(rules, values, blurred, submitted);
  const bind = (name: string) => ({
    name,
    value: values[name] ?? '',
    errors: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    onBlur: () => setBlurred({ ...blurred, [name]: true }),
  });
  const submit = (send: (trimmed: FormValues) => void) => () => {
    setSubmitted(true);
    const all = visibleFormErrors(rules, values, {}, true);
    const first = Object.keys(rules).find((name) => all[name]);
    if (first) {
      document.querySelector<HTMLInputElement>(`.authenticator input[name="${first}"]`)?.focus();
      return;
    }
    send(trimFormValues(values));
  };
  return { values, bind, submit, invalid: Object.keys(errors).length > 0 };
}

const BackToSignIn = ({ auth }: { auth: Auth }) => {
  const t = useTranslate();
  return (
    <LinkButton onClick={() => auth.navigate('signIn')} disabled={auth.state.pending}>
      {t('Back to Sign In')}
    </LinkButton>
  );
};

function SignIn({ auth }: { auth: Auth }) {
  const t = useTranslate();
  const form = useForm({ email: auth.state.username ?? '', password: '' }, { email: 'email', password: 'password' });
  return (
    <>
      <FederatedSignInAlert />
      <SocialButtons disabled={auth.state.pending} />
      <AuthForm
        auth={auth}
        heading="Sign in to your account"
        submitLabel="Sign In"
        pendingLabel="Signing in"
        submitDisabled={form.invalid}
        onSubmit={form.submit(({ email = '', password = '' }) => {
          auth.rememberPassword(password);
          void auth.submit('sign-in', { email, password }, email);
        })}
        links={
          <LinkButton onClick={() => auth.navigate('resetPassword')} disabled={auth.state.pending}>
            {t('Forgot your password?')}
          </LinkButton>
        }
      >
        <EmailField {...form.bind('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          placeholder={t('Enter your Password')}
          {...form.bind('password')}
        />
      </AuthForm>
    </>
  );
}

const NEW_PASSWORD_RULES = { password: 'newPassword', confirm_password: 'confirmPassword' } as const;

function SignUp({ auth }: { auth: Auth }) {
  // `?email=` (the confirmation page's "Create your account with this e-mail") fills the address in.
  const [search] = useSearchParams();
  const form = useForm(
    { email: search.get('email') ?? '', password: '', confirm_password: '' },
    { email: 'email', ...NEW_PASSWORD_RULES },
  );
  return (
    <>
      <SocialButtons disabled={auth.state.pending} />
      <AuthForm
        auth={auth}
        heading="Create Account"
        submitLabel="Create Account"
        pendingLabel="Creating Account"
        submitDisabled={form.invalid}
        onSubmit={form.submit((values) => {
          auth.rememberPassword(values.password);
          void auth.submit('sign-up', { email: values.email, password: values.password }, values.email);
        })}
      >
        <EmailField {...form.bind('email')} />
        <NewPasswordFields password={form.bind('password')} confirm={form.bind('confirm_password')} />
      </AuthForm>
    </>
  );
}

function CodeSentNote({ auth }: { auth: Auth }) {
  const t = useTranslate();
  const delivery = auth.state.codeDelivery;
  if (!delivery) return null;
  const sms = delivery.medium === 'SMS';
  return (
    <p className="auth-note">
      {t(
        sms
          ? 'Your code is on the way. To log in, enter the code we texted to {{destination}}. It may take a minute to arrive.'
          : 'Your code is on the way. To log in, enter the code we emailed to {{destination}}. It may take a minute to arrive.',
        { destination: delivery.destination },
      )}
    </p>
  );
}

function ConfirmSignUp({ auth }: { auth: Auth }) {
  const t = useTranslate();
  const form = useForm({ code: '' }, { code: 'code' });
  const email = auth.state.username ?? '';
  return (
    <AuthForm
      auth={auth}
      heading={auth.state.codeDelivery?.medium === 'SMS' ? 'We Texted You' : 'We Emailed You'}
      submitLabel="Confirm"
      pendingLabel="Confirming"
      onSubmit={form.submit(
        ({ code }) => void auth.submit('confirm-sign-up', { email, code, password: auth.rememberedPassword() }),
      )}
      links={
        <>
          <LinkButton onClick={() => void auth.submit('resend-sign-up-code', { email })} disabled={auth.state.pending}>
            {t('Resend Code')}
          </LinkButton>
          <BackToSignIn auth={auth} />
        </>
      }
    >
      <CodeSentNote auth={auth} />
      <CodeField label="Confirmation Code" {...form.bind('code')} />
    </AuthForm>
  );
}

function ConfirmSignIn({ auth }: { auth: Auth }) {
  const form = useForm({ code: '' }, { code: 'code' });
  return (
    <AuthForm
      auth={auth}
      heading={auth.state.challengeName === 'SMS_MFA' ? 'Confirm SMS Code' : 'Confirm TOTP Code'}
      submitLabel="Confirm"
      pendingLabel="Confirming"
      onSubmit={form.submit(({ code }) => void auth.submit('confirm-sign-in', { code }))}
      links={<BackToSignIn auth={auth} />}
    >
      <CodeSentNote auth={auth} />
      <CodeField {...form.bind('code')} />
    </AuthForm>
  );
}

function ForceNewPassword({ auth }: { auth: Auth }) {
  const form = useForm({ password: '', confirm_password: '' }, NEW_PASSWORD_RULES);
  return (
    <AuthForm
      auth={auth}
      heading="Change Password Required"
      submitLabel="Change Password"
      pendingLabel="Changing"
      submitDisabled={form.invalid}
      onSubmit={form.submit(({ password }) => void auth.submit('force-new-password', { password }))}
      links={<BackToSignIn auth={auth} />}
    >
      <NewPasswordFields password={form.bind('password')} confirm={form.bind('confirm_password')} />
    </AuthForm>
  );
}

function ResetPassword({ auth }: { auth: Auth }) {
  const form = useForm({ email: auth.state.username ?? '' }, { email: 'email' });
  return (
    <AuthForm
      auth={auth}
      heading="Reset your password"
      submitLabel="Send code"
      pendingLabel="Sending"
      submitDisabled={form.invalid}
      onSubmit={form.submit(({ email = '' }) => void auth.submit('forgot-password', { email }, email))}
      links={<BackToSignIn auth={auth} />}
    >
      <EmailField {...form.bind('email')} />
    </AuthForm>
  );
}

function ConfirmResetPassword({ auth }: { auth: Auth }) {
  const t = useTranslate();
  const form = useForm(
    { email: auth.state.username ?? '', code: '', password: '', confirm_password: '' },
    { email: 'email', code: 'code', ...NEW_PASSWORD_RULES },
  );
  const email = () => trimFormValues(form.values).email ?? '';
  return (
    <AuthForm
      auth={auth}
      heading="Reset your password"
      submitLabel="Submit"
      pendingLabel="Submitting"
      submitDisabled={form.invalid}
      onSubmit={form.submit((values) => {
        // A finished reset signs the person in with the new password (the API answers the sign-in's next step).
        auth.rememberPassword(values.password);
        void auth.submit(
          'confirm-forgot-password',
          { email: values.email, code: values.code, password: values.password },
          values.email,
        );
      })}
      links={
        <>
          <LinkButton
            onClick={() => void auth.submit('forgot-password', { email: email() }, email())}
            disabled={auth.state.pending}
          >
            {t('Resend Code')}
          </LinkButton>
          <BackToSignIn auth={auth} />
        </>
      }
    >
      <CodeSentNote auth={auth} />
      {/* The flow may start here (intent confirmPasswordReset) without a known e-mail. */}
      {auth.state.username ? null : (
        <Field label="Email" type="email" autoComplete="username" required {...form.bind('email')} />
      )}
      <CodeField {...form.bind('code')} />
      <NewPasswordFields
        label="New Password"
        placeholders={false}
        password={form.bind('password')}
        confirm={form.bind('confirm_password')}
      />
    </AuthForm>
  );
}

function VerifyUser({ auth }: { auth: Auth }) {
  const t = useTranslate();
  const contacts = auth.state.unverifiedContacts ?? [];
  const [chosen, setChosen] = useState(contacts[0] ?? 'email');
  return (
    <AuthForm
      auth={auth}
      heading="Account recovery requires verified contact information"
      submitLabel="Verify"
      pendingLabel="Sending"
      onSubmit={() => void auth.submit('verify-contact', { attribute: chosen })}
      links={
        <LinkButton onClick={auth.skip} disabled={auth.state.pending}>
          {t('Skip')}
        </LinkButton>
      }
    >
      <div role="radiogroup">
        {contacts.map((contact) => (
          <label key={contact}>
            <input
              type="radio"
              name="contact"
              value={contact}
              checked={chosen === contact}
              onChange={() => setChosen(contact)}
            />{' '}
            {contact === 'email' ? `${t('Email')}: ${auth.state.user?.email ?? ''}` : t('Phone Number')}
          </label>
        ))}
      </div>
    </AuthForm>
  );
}

function ConfirmVerifyUser({ auth }: { auth: Auth }) {
  const t = useTranslate();
  const form = useForm({ code: '' }, { code: 'code' });
  return (
    <AuthForm
      auth={auth}
      heading="Verify Contact"
      submitLabel="Submit"
      pendingLabel="Submitting"
      onSubmit={form.submit(
        ({ code }) =>
          void auth.submit('confirm-verify-contact', {
            attribute: auth.state.unverifiedContacts?.[0] ?? 'email',
            code,
          }),
      )}
      links={
        <LinkButton onClick={auth.skip} disabled={auth.state.pending}>
          {t('Skip')}
        </LinkButton>
      }
    >
      <CodeSentNote auth={auth} />
      <CodeField {...form.bind('code')} />
    </AuthForm>
  );
}
