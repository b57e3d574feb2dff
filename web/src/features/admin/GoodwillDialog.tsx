import { useState } from 'react';
import { GOODWILL_MAX_MONTHS, type AdminGoodwillAnswer, type AdminLicenceView } from '@contract/admin';
import { ChoiceRadio, ConsoleDialog, CountField, useChoice } from './ActionDialog';
import { runGoodwill } from './admin-api';
import { formatTime } from './format';

/**
 * "Give goodwill" (ADR 463): support months on the licence or a replacement licence for its owner, without payment,
 * as an explicit choice. A choice that cannot succeed is not offered, with why; the grant is marked goodwill wherever
 * the console shows it, and no sale counts it.
 */
export function GoodwillDialog({
  licence,
  actions,
  onDone,
}: {
  licence: AdminLicenceView['licence'];
  actions: AdminLicenceView['actions'];
  onDone: (message: string) => void;
}) {
  const supportAllowed = actions.goodwillSupport === null;
  const replacementAllowed = actions.goodwillReplacement === null;
  const [grant, grantRadio] = useChoice<'support' | 'replacement'>('grant');
  const [months, setMonths] = useState(1);
  return (
    <ConsoleDialog
      label="Give goodwill"
      unavailable={
        supportAllowed || replacementAllowed
          ? null
          : `${actions.goodwillSupport ?? ''} ${actions.goodwillReplacement ?? ''}`.trim()
      }
      intro={
        <p>
          Without payment, for {licence.owner}: marked as goodwill in the console and the audit log, and never counted
          as a sale.
        </p>
      }
      submitLabel={
        grant === 'support'
          ? `Give ${months} month${months === 1 ? '' : 's'} of support`
          : grant === 'replacement'
            ? 'Issue the replacement'
            : 'Give goodwill (choose what first)'
      }
      fields={({ problem, fieldId }) => (
        <fieldset className="admin-refund-choice">
          <legend>What to give</legend>
          <ChoiceRadio {...grantRadio} value="support" disabled={!supportAllowed} refusal={actions.goodwillSupport}>
            Support months on this licence, from where its support ends
          </ChoiceRadio>
          {grant === 'support' && (
            <CountField
              id={`${fieldId}-months`}
              label={`Months of support (1 to ${GOODWILL_MAX_MONTHS})`}
              max={GOODWILL_MAX_MONTHS}
              value={months}
              onChange={setMonths}
              error={problem?.fields.months}
            />
          )}
          <ChoiceRadio
            {...grantRadio}
            value="replacement"
            disabled={!replacementAllowed}
            refusal={actions.goodwillReplacement}
          >
            A replacement licence of the same product, with a year of support (this one stays as it is: revoke it apart
            if it must stop)
          </ChoiceRadio>
        </fieldset>
      )}
      submit={(form, key) => {
        const reason = String(form.get('reason') ?? '');
        return runGoodwill(
          licence.licenceId,
          grant === 'support' ? { grant, months, reason } : { grant: 'replacement', reason },
          key,
        );
      }}
      done={(answer) => {
        const given = answer as AdminGoodwillAnswer;
        return given.replacementLicenceId
          ? `Replacement ${given.replacementLicenceId} issued to ${licence.owner} as goodwill.`
          : `Support given as goodwill until ${formatTime(given.until)}.`;
      }}
      onDone={onDone}
    />
  );
}
