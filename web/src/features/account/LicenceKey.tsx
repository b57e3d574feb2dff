import { useState } from 'react';

/**
 * A licence key: shown whole (it wraps anywhere, so it never widens a phone's page) and copied with one button.
 * The key is also selectable by hand when the clipboard is refused.
 */
export function LicenceKey({ licenceKey, label }: { licenceKey: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'refused'>();
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
      <code className="licence-key-value" data-testid="licence-key">
        {licenceKey}
      </code>
      <div className="licence-key-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy key<span className="visually-hidden">: {label}</span>
        </button>
        <span role="status" className="licence-key-note">
          {copied === 'yes'
            ? 'Copied'
            : copied === 'refused'
              ? 'Copying is blocked here: select the key and copy it by hand.'
              : ''}
        </span>
      </div>
    </div>
  );
}
