import { useState } from 'react';
import type { AdminRefundOptions, AdminRefundUnit } from '@contract/admin';
import { ChoiceRadio, ConsoleDialog, CountField, useChoice } from './ActionDialog';
import { ADMIN_ACTIONS, runRefund } from './admin-api';
import { money } from './format';
import { Table } from './Rows';

const UNIT_STATE: Readonly<Record<AdminRefundUnit['state'], string>> = {
  refundable: 'Can be refunded',
  'refund-pending': 'In a refund waiting for Paddle',
  refunded: 'Refunded',
  'charged-back': 'Charged back',
  revoked: 'Revoked (no refund)',
};

/** Why no refund can be asked at all, or null. */
export function refundUnavailable(options: AdminRefundOptions): string | null {
  if (options.refundable.length > 0 || options.wholeOrder.refusal === null) return null;
  const pending = options.units.some((unit) => unit.state === 'refund-pending');
  return pending
    ? 'Every seat left is in a refund that waits for Paddle\u2019s approval.'
    : 'No seat of this order is active and paid any more.';
}

/**
 * "Refund through Paddle" (ADR 454): every unit of the order with its owner and amount, the whole order or a number of
 * seats as an explicit choice (neither is chosen when the dialog opens), the seats that choice takes (Paddle takes back the order's highest active units), a
 * warning when one of them now belongs to someone other than the buyer, and the total on the button.
 */
export function RefundDialog({
  transactionId,
  options,
  onDone,
}: {
  transactionId: string;
  options: AdminRefundOptions;
  onDone: (message: string) => void;
}) {
  const wholeAllowed = options.wholeOrder.refusal === null;
  // Nothing is chosen until the operator chooses: a refund of everything is never what an untouched dialog sends.
  const [choice, choiceRadio] = useChoice<'whole' | 'seats'>('choice');
  const [seats, setSeats] = useState(1);
  const taken =
    choice === 'seats'
      ? options.refundable.slice(0, seats)
      : choice === 'whole'
        ? options.units.map((u) => u.licenceId)
        : [];
  const takenUnits = options.units.filter((unit) => taken.includes(unit.licenceId));
  const others = takenUnits.filter((unit) => unit.owner !== options.buyerEmail && unit.licenceStatus === 'active');
  const total =
    choice === 'whole' ? options.wholeOrder.amountCents : takenUnits.reduce((sum, unit) => sum + unit.amountCents, 0);
  const amount = money(total, options.currency);
  return (
    <ConsoleDialog
      label={ADMIN_ACTIONS.refund.label}
      unavailable={refundUnavailable(options)}
      intro={
        <p>
          Paddle is asked for the refund; when it approves, the refunded seats&rsquo; licences are revoked. Amounts are
          gross (VAT included), in {options.currency}.
        </p>
      }
      submitLabel={choice ? `Refund ${amount}` : 'Refund (choose what first)'}
      fields={({ problem, fieldId }) => (
        <>
          <Table caption="Seats of this order">
            <thead>
              <tr>
                <th scope="col">Seat</th>
                <th scope="col">Licence</th>
                <th scope="col">Owner</th>
                <th scope="col">State</th>
                <th scope="col">Gross ({options.currency})</th>
              </tr>
            </thead>
            <tbody>
              {options.units.map((unit) => (
                <tr key={unit.licenceId} aria-selected={taken.includes(unit.licenceId)}>
                  <td>{unit.unit}</td>
                  <td>
                    <code>{unit.licenceId}</code>
                  </td>
                  <td>{unit.owner}</td>
                  <td>
                    {UNIT_STATE[unit.state]}
                    {unit.adjustmentId ? ` (${unit.adjustmentId})` : ''}
                  </td>
                  <td>{money(unit.amountCents, options.currency)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <fieldset className="admin-refund-choice">
            <legend>What to refund</legend>
            <ChoiceRadio {...choiceRadio} value="whole" disabled={!wholeAllowed} refusal={options.wholeOrder.refusal}>
              The whole order ({money(options.wholeOrder.amountCents, options.currency)} gross)
            </ChoiceRadio>
            <ChoiceRadio {...choiceRadio} value="seats" disabled={options.refundable.length === 0}>
              Some seats
            </ChoiceRadio>
            {choice === 'seats' && options.refundable.length > 0 && (
              <CountField
                id={`${fieldId}-seats`}
                label={`Number of seats (at most ${options.refundable.length})`}
                max={options.refundable.length}
                value={seats}
                onChange={setSeats}
              >
                <p className="text-field-hint">
                  Paddle takes back the order&rsquo;s highest seats first: this refunds {taken.join(', ')}.
                </p>
              </CountField>
            )}
          </fieldset>
          {others.length > 0 && (
            <div className="admin-warning" role="alert">
              <p>
                {others.map((unit) => `${unit.licenceId} now belongs to ${unit.owner}`).join('; ')}, not to the buyer{' '}
                {options.buyerEmail}. This refund takes it from them.
              </p>
              <label>
                <input type="checkbox" name="confirmOtherOwners" value="yes" required /> Refund it anyway
              </label>
            </div>
          )}
          <p className="admin-refund-total" id={`${fieldId}-total`}>
            {choice ? (
              <>
                To be refunded: <strong>{amount}</strong> gross
              </>
            ) : (
              'Choose the whole order or some seats: nothing is refunded until you do.'
            )}
          </p>
          {problem?.fields.licenceIds && <p className="text-field-error">{problem.fields.licenceIds}</p>}
        </>
      )}
      submit={(form, key) => {
        const reason = String(form.get('reason') ?? '');
        const confirmOtherOwners = form.get('confirmOtherOwners') === 'yes';
        const chosen = choice === 'whole' ? { wholeOrder: true as const } : { licenceIds: taken };
        // The radios are required, so the form is not sent without a choice; an empty list is refused by the API.
        return runRefund(
          transactionId,
          { ...chosen, reason, ...(confirmOtherOwners ? { confirmOtherOwners } : {}) },
          key,
        );
      }}
      done={() => `Paddle was asked to refund ${amount}; the seats go when Paddle approves.`}
      onDone={onDone}
    />
  );
}
