import type { ReactNode } from 'react';
import { uiText } from './texts';
import './notice.css';

/**
 * A message in a box: an error the person can act on (`tone="error"`, announced at once, with an optional retry),
 * or news (`tone="info"`, announced politely).
 */
export function Notice({
  tone,
  children,
  onRetry,
  retryLabel,
}: {
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="notice-text">{children}</div>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel ?? uiText('Try again')}
        </button>
      )}
    </div>
  );
}
