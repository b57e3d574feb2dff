import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../shared/api';
import { Notice } from '../../shared/ui/Notice';
import { TextField } from '../../shared/ui/TextField';
import { ADMIN_ACTIONS, runAdminAction, type AdminActionName } from './admin-api';
import { SignInAgain } from './operator-only';

const FOCUSABLE = 'input, textarea, button, a[href], select';

/**
 * A modal dialog makes the page behind it inert, but Tab from its last control still leaves it for the browser's
 * own controls: Tab and Shift+Tab wrap around inside the dialog instead.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => !control.hasAttribute('disabled'),
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** What a dialog's own fields see: the refusal of the last try, for their inline messages. */
export interface DialogState {
  readonly problem: ApiError | undefined;
  readonly fieldId: string;
}

/**
 * One operator decision behind a confirmation: a button opens a modal dialog (the browser's own `<dialog>`, Tab
 * wrapping inside, Escape closes) with the action's own fields and the reason the audit log keeps. The decision keeps
 * one idempotency key until it succeeds or is dismissed, so confirming again after a failure cannot act twice. A
 * refusal shows inside the dialog, beside its field where it names one; an ended session offers to sign in again.
 * After success the page reads its data again.
 *
 * An action that cannot succeed is not offered: `unavailable` says why instead of a button.
 */
export function ConsoleDialog({
  label,
  unavailable,
  intro,
  submitLabel,
  fields,
  submit,
  done,
  onDone,
}: {
  label: string;
  unavailable?: string | null | undefined;
  intro: ReactNode;
  /** The confirm button's words, such as "Refund €59.99" (default: Confirm). */
  submitLabel?: string | undefined;
  fields?: ((state: DialogState) => ReactNode) | undefined;
  submit: (form: FormData, idempotencyKey: string) => Promise<unknown>;
  /** The sentence shown above the page once the action succeeded. */
  done: (answer: unknown) => string;
  onDone: (message: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const idempotencyKey = useRef<string>('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiError | undefined>();
  const revalidator = useRevalidator();
  const headingId = useId();
  const fieldId = useId();

  if (unavailable)
    return (
      <p className="admin-unavailable">
        <span className="admin-unavailable-label">{label}:</span> not available. {unavailable}
      </p>
    );

  const open = () => {
    idempotencyKey.current = crypto.randomUUID();
    setProblem(undefined);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  const onSubmit = async (form: HTMLFormElement) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await submit(new FormData(form), idempotencyKey.current);
      form.reset();
      close();
      onDone(done(answer));
      await revalidator.revalidate();
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error : new ApiError(0, 'NETWORK_ERROR', 'The shop could not be reached.'),
      );
    } finally {
      setBusy(false);
    }
  };

  const reasonError = problem?.fields.reason;
  const otherFields = problem ? Object.keys(problem.fields).filter((field) => field !== 'reason') : [];
  return (
    <>
      <button type="button" className="button" onClick={open}>
        {label}…
      </button>
      <dialog ref={dialog} className="admin-dialog" aria-labelledby={headingId} onKeyDown={keepFocusInside}>
        <form
          method="dialog"
          className="portal-form"
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit(event.currentTarget);
          }}
        >
          <h2 id={headingId}>{label}</h2>
          <div className="admin-dialog-target">{intro}</div>
          {fields?.({ problem, fieldId })}
          <div className="text-field">
            <label htmlFor={`${fieldId}-reason`}>Reason (kept in the audit log with your name)</label>
            <textarea
              id={`${fieldId}-reason`}
              name="reason"
              required
              rows={3}
              maxLength={1000}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${fieldId}-reason-error` : undefined}
            />
            {reasonError && (
              <p id={`${fieldId}-reason-error`} className="text-field-error">
                {reasonError}
              </p>
            )}
          </div>
          {problem && otherFields.length === 0 && !reasonError && <Refusal problem={problem} />}
          <div className="portal-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? 'Working…' : (submitLabel ?? 'Confirm')}
            </button>
            <button type="button" className="button" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

/** What every radio of one choice shares: its name, what is chosen, and how to choose. */
interface ChoiceProps<T extends string> {
  name: string;
  chosen: T | null;
  onChoose: (value: T) => void;
}

/**
 * A dialog's explicit choice: nothing is chosen until the operator chooses, so an untouched dialog never sends a
 * default. Gives what is chosen and the props its radios share.
 */
export function useChoice<T extends string>(name: string): [chosen: T | null, radios: ChoiceProps<T>] {
  const [chosen, setChosen] = useState<T | null>(null);
  return [chosen, { name, chosen, onChoose: setChosen }];
}

/** One radio of a choice: disabled where that choice cannot succeed, with why under it when there is a why. */
export function ChoiceRadio<T extends string>({
  name,
  value,
  chosen,
  onChoose,
  disabled,
  refusal,
  children,
}: ChoiceProps<T> & {
  value: T;
  disabled: boolean;
  refusal?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <label>
        <input
          type="radio"
          name={name}
          value={value}
          checked={chosen === value}
          required
          disabled={disabled}
          onChange={() => onChoose(value)}
        />{' '}
        {children}
      </label>
      {disabled && refusal !== undefined && <p className="text-field-hint">{refusal}</p>}
    </>
  );
}

/** A whole number from 1 to `max` (what is typed outside is brought back inside), with its refusal or hint below. */
export function CountField({
  id,
  label,
  max,
  value,
  onChange,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  max: number;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="text-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={1}
        max={max}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(Math.min(max, Math.max(1, Number(event.target.value) || 1)))}
      />
      {error && <p className="text-field-error">{error}</p>}
      {children}
    </div>
  );
}

/** A refusal in words, with "sign in again" when the session ended and "try again" advice when it may pass. */
function Refusal({ problem }: { problem: ApiError }) {
  const signedOut = problem.status === 401;
  return (
    <Notice tone="error">
      <p>{problem.message}</p>
      {signedOut && <SignInAgain />}
      {problem.status === 0 && <p>Nothing was changed as far as the console knows; confirm again to retry.</p>}
    </Notice>
  );
}

/** The simple actions: the reason, a new address where the action needs one, the recipients of a re-send. */
export function ActionDialog({
  action,
  id,
  unavailable,
  intro,
  recipients,
  onDone,
}: {
  action: Exclude<AdminActionName, 'refund'>;
  /** The order's transaction id or the licence id the action is for. */
  id: string;
  unavailable?: string | null | undefined;
  /** What the dialog says before its fields (who gets mailed, what changes); the target by default. */
  intro?: ReactNode;
  /** A re-send: the owners it may mail, each ticked. */
  recipients?: readonly string[];
  onDone: (message: string) => void;
}) {
  const { label, needs, done } = ADMIN_ACTIONS[action];
  return (
    <ConsoleDialog
      label={label}
      unavailable={unavailable}
      intro={
        intro ?? (
          <p>
            For <code>{id}</code>.
          </p>
        )
      }
      fields={
        needs === 'email'
          ? ({ problem, fieldId }) => (
              <TextField
                id={`${fieldId}-email`}
                name="email"
                label="New e-mail address"
                type="email"
                required
                autoComplete="off"
                error={problem?.fields.email}
              />
            )
          : recipients
            ? () => (
                <fieldset className="admin-choice">
                  <legend>Mail to</legend>
                  {recipients.map((email) => (
                    <label key={email}>
                      <input type="checkbox" name="to" value={email} defaultChecked /> {email}
                    </label>
                  ))}
                </fieldset>
              )
            : undefined
      }
      submit={(form, key) =>
        runAdminAction(
          action,
          id,
          {
            reason: String(form.get('reason') ?? ''),
            email: String(form.get('email') ?? ''),
            ...(recipients ? { to: form.getAll('to').map(String) } : {}),
          },
          key,
        )
      }
      done={() => done}
      onDone={onDone}
    />
  );
}

/** The sentence of the last action that succeeded on a page, shown above it (`onDone` of each dialog). */
export function useActionDone(): [notice: ReactNode, onDone: (message: string) => void] {
  const [done, setDone] = useState<string>();
  const notice = done ? (
    <Notice tone="success">
      <p>{done}</p>
    </Notice>
  ) : null;
  return [notice, setDone];
}
