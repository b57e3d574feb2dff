import { useId, useState } from 'react';
import { t } from './texts';

/**
 * A licence key: folded to its first lines (a key is ~500 characters: unfolded, a page of several licences is mostly
 * keys), unfolded with one button, and copied whole with another. The key is also selectable by hand when the
 * clipboard is refused; selecting it selects all of it, folded or not.
 */
export function LicenceKey({
  licenceKey,
  label,
  revoked = false,
}: {
  licenceKey: string;
  label: string;
  revoked?: boolean;
}) {
  if (revoked) {
    // A refunded or charged-back licence's key no longer activates anything: it is not offered for copying.
    return (
      <div className="licence-key">
        <p className="licence-key-label">{label}</p>
        <p className="licence-key-revoked" data-testid="licence-key-revoked">
          {t('Revoked: this key no longer activates the software.')}
        </p>
      </div>
    );
  }
  return <LiveKey licenceKey={licenceKey} label={label} />;
}

function LiveKey({ licenceKey, label }: { licenceKey: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'refused'>();
  const [unfolded, setUnfolded] = useState(false);
  const keyId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(licenceKey);
      setCopied('yes');
    } catch {
      setCopied('refused');
    }
  };
  return (
    <div className="licence-key">
      <p className="licence-key-label">{label}</p>
      <code
        id={keyId}
        className={unfolded ? 'licence-key-value' : 'licence-key-value folded'}
        data-testid="licence-key"
      >
        {licenceKey}
      </code>
      <div className="licence-key-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('Copy key')}
          <span className="visually-hidden">: {label}</span>
        </button>
        <button
          type="button"
          className="button"
          aria-expanded={unfolded}
          aria-controls={keyId}
          onClick={() => setUnfolded(!unfolded)}
        >
          {unfolded ? t('Fold key') : t('Show whole key')}
          <span className="visually-hidden">: {label}</span>
        </button>
        <span role="status" className="licence-key-note">
          {copied === 'yes'
            ? t('Copied')
            : copied === 'refused'
              ? t('Copying is blocked here: select the key and copy it by hand.')
              : ''}
        </span>
      </div>
    </div>
  );
}
