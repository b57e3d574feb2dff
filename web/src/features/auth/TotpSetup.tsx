import { useEffect, useState } from 'react';
import { useTranslate } from '../../shared/i18n/i18n';
import { AuthForm } from './AuthForm';
import { Field, LinkButton } from './Fields';
import type { Authenticator } from './useAuthenticator';

/** The QR code is 228 × 228 pixels (docs/product/accounts.md). */
export const TOTP_QR_SIZE = 228;

/** Authenticator-app setup: fetch a secret, show it as a QR code and as copyable text, then verify a code. */
export function TotpSetup({ auth }: { auth: Authenticator }) {
  const t = useTranslate();
  const totp = auth.state.totp;
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [code, setCode] = useState('');

  useEffect(() => {
    if (!totp && !auth.state.pending && !auth.state.error) void auth.submit('setup-totp');
  }, [totp, auth]);

  useEffect(() => {
    if (!totp) return;
    // qrcode is loaded only when someone sets up an authenticator app.
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(totp.uri, { width: TOTP_QR_SIZE, margin: 1, errorCorrectionLevel: 'M' }).then(setQr),
    );
  }, [totp]);

  return (
    <AuthForm
      auth={auth}
      heading="Setup TOTP"
      submitLabel="Confirm"
      pendingLabel="Confirming"
      onSubmit={() => void auth.submit('verify-totp', { code: code.trim() })}
      links={
        <LinkButton onClick={() => auth.navigate('signIn')} disabled={auth.state.pending}>
          {t('Back to Sign In')}
        </LinkButton>
      }
    >
      <p className="auth-note">
        {t('Scan this QR code with your authenticator app, or enter the secret key by hand.')}
      </p>
      {qr ? (
        <img src={qr} width={TOTP_QR_SIZE} height={TOTP_QR_SIZE} alt={t('QR code for your authenticator app')} />
      ) : null}
      {totp ? (
        <div className="auth-secret">
          <span>{t('Secret key')}: </span>
          <code>{totp.secret}</code>{' '}
          <button
            type="button"
            onClick={() =>
              void navigator.clipboard?.writeText(totp.secret).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {t(copied ? 'Copied' : 'Copy')}
          </button>
        </div>
      ) : null}
      <Field
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
    </AuthForm>
  );
}
