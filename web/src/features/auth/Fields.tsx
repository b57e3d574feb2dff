import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { translateMessage } from '../../shared/i18n/api-messages';
import { useTranslate } from '../../shared/i18n/i18n';
import type { TranslationKey } from '../../shared/i18n/locales/en';

/** A labelled input with its own error list (shown for touched fields only, by the caller's choice). */
export function Field(
  props: { label: TranslationKey; errors?: readonly string[] } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>,
) {
  const { label, errors = [], type, ...input } = props;
  const t = useTranslate();
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className="auth-field">
      <label htmlFor={id}>{t(label)}</label>
      <div className="auth-input">
        <input
          id={id}
          type={isPassword && shown ? 'text' : type}
          aria-invalid={errors.length > 0}
          aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
          {...input}
        />
        {isPassword ? (
          <button type="button" className="auth-reveal" onClick={() => setShown(!shown)} aria-pressed={shown}>
            {t(shown ? 'Hide password' : 'Show password')}
          </button>
        ) : null}
      </div>
      {errors.length > 0 ? (
        <ul id={`${id}-errors`} className="auth-field-errors">
          {errors.map((error) => (
            <li key={error}>{translateMessage(t, error)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type FieldProps = Parameters<typeof Field>[0];
type PresetProps = Omit<FieldProps, 'label'>;

/** The e-mail field as every screen asks for it. */
export function EmailField(props: PresetProps) {
  const t = useTranslate();
  return (
    <Field label="Email" type="email" autoComplete="username" required placeholder={t('Enter your Email')} {...props} />
  );
}

/** A one-time code field: numeric keyboard, and the code the phone offers to fill in. */
export function CodeField({ label = 'Code', ...props }: PresetProps & { label?: 'Code' | 'Confirmation Code' }) {
  const t = useTranslate();
  return (
    <Field
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      placeholder={t('Enter your code')}
      {...props}
    />
  );
}

/** A new password and its confirmation, which the password manager should offer to generate and save. */
export function NewPasswordFields({
  password,
  confirm,
  label = 'Password',
  placeholders = true,
}: {
  password: PresetProps;
  confirm: PresetProps;
  label?: 'Password' | 'New Password';
  placeholders?: boolean;
}) {
  const t = useTranslate();
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        required
        placeholder={placeholders ? t('Enter your Password') : undefined}
        {...password}
      />
      <Field
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        placeholder={placeholders ? t('Please confirm your Password') : undefined}
        {...confirm}
      />
    </>
  );
}

/** The dismissible alert above the submit button (docs/product/accounts.md). */
export function ErrorAlert({ message, onDismiss }: { message: string | undefined; onDismiss: () => void }) {
  const t = useTranslate();
  if (!message) return null;
  return (
    <div role="alert" className="auth-alert" tabIndex={-1}>
      <span>{translateMessage(t, message)}</span>
      <button type="button" className="auth-alert-dismiss" onClick={onDismiss} aria-label={t('Dismiss')}>
        ×
      </button>
    </div>
  );
}

/** A link-looking button for 'Forgot your password?', 'Back to Sign In', 'Skip' and 'Resend Code'. */
export function LinkButton({
  children,
  onClick,
  disabled,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="auth-link" onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}
