import { useState } from 'react';
import { API } from '@contract/api-endpoints';
import { callApi } from '../../shared/api';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import { t } from './texts';

/**
 * The local stack's stand-in for Paddle's checkout: loaded lazily and only in local mode, so it is never part of
 * what the cloud pages load. Paying sends the same signed webhooks Paddle would; nothing is charged.
 */
export default function LocalTestPayment({
  transactionId,
  onPaid,
  onCancel,
  onDecline,
}: {
  transactionId: string;
  onPaid: () => void;
  onCancel: () => void;
  onDecline: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const pay = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await callApi(API.payLocally, { params: { transactionId }, body: {} });
      onPaid();
    } catch {
      setProblem(t('The local test payment was refused. Is the local stack still running?'));
      setBusy(false);
    }
  };
  return (
    <Card as="section" aria-labelledby="local-payment-title">
      <h2 id="local-payment-title">{t('Test payment — local Paddle stand-in')}</h2>
      <Notice tone="info">
        <p>
          {t(
            'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.',
          )}
        </p>
      </Notice>
      {problem && (
        <Notice tone="error">
          <p>{problem}</p>
        </Notice>
      )}
      <div className="pay-actions">
        <button type="button" className="button primary" disabled={busy} onClick={() => void pay()}>
          {t('Pay (test)')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onDecline}>
          {t('Decline card (test)')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          {t('Cancel payment')}
        </button>
      </div>
    </Card>
  );
}
