import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../shared/api';
import { Notice } from '../../shared/ui/Notice';
import { TextField } from '../../shared/ui/TextField';
import { ADMIN_ACTIONS, runAdminAction, type AdminActionName } from './admin-api';

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

/**
 * One operator action behind a confirmation: a button opens a modal dialog (the browser's own `<dialog>`, with Tab
 * wrapping inside it, Escape closes) that asks for the reason the audit log keeps and, where the action needs one, the
 * new address or the licences. The decision keeps one idempotency key until it succeeds or is dismissed, so
 * submitting again after a failure cannot act twice. After success the page reads its data again.
 */
export function ActionDialog({
  action,
  id,
  licenceIds = [],
  onDone,
}: {
  action: AdminActionName;
  /** The order's transaction id or the licence id the action is for. */
  id: string;
  /** For a refund: the order's licences, of which the operator may pick some (none: the whole order). */
  licenceIds?: readonly string[];
  onDone: (message: string) => void;
}) {
  const { label, needs } = ADMIN_ACTIONS[action];
  const dialog = useRef<HTMLDialogElement>(null);
  const idempotencyKey = useRef<string>('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiError | undefined>();
  const revalidator = useRevalidator();
  const headingId = useId();
  const fieldId = useId();

  const open = () => {
    idempotencyKey.current = crypto.randomUUID();
    setProblem(undefined);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    setBusy(true);
    setProblem(undefined);
    try {
      await runAdminAction(
        action,
        id,
        {
          reason: String(data.get('reason') ?? ''),
          email: String(data.get('email') ?? ''),
          licenceIds: data.getAll('licenceIds').map(String),
        },
        idempotencyKey.current,
      );
      form.reset();
      close();
      onDone(`Done: ${label.toLowerCase()}.`);
      await revalidator.revalidate();
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error : new ApiError(0, 'NETWORK_ERROR', 'The shop could not be reached.'),
      );
    } finally {
      setBusy(false);
    }
  };

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
            void submit(event.currentTarget);
          }}
        >
          <h2 id={headingId}>{label}</h2>
          <p className="admin-dialog-target">
            For <code>{id}</code>. This is written to the audit log with your name and reason.
          </p>
          {needs === 'email' && (
            <TextField
              id={`${fieldId}-email`}
              name="email"
              label="New e-mail address"
              type="email"
              required
              autoComplete="off"
              error={problem?.fields.email}
            />
          )}
          {needs === 'licences' && licenceIds.length > 0 && (
            <fieldset className="admin-licence-choice">
              <legend>Licences to refund (none chosen: the whole order)</legend>
              {licenceIds.map((licenceId) => (
                <label key={licenceId}>
                  <input type="checkbox" name="licenceIds" value={licenceId} /> <code>{licenceId}</code>
                </label>
              ))}
            </fieldset>
          )}
          <div className="text-field">
            <label htmlFor={`${fieldId}-reason`}>Reason</label>
            <textarea
              id={`${fieldId}-reason`}
              name="reason"
              required
              rows={3}
              maxLength={500}
              aria-invalid={problem?.fields.reason ? true : undefined}
              aria-describedby={problem?.fields.reason ? `${fieldId}-reason-error` : undefined}
            />
            {problem?.fields.reason && (
              <p id={`${fieldId}-reason-error`} className="text-field-error">
                {problem.fields.reason}
              </p>
            )}
          </div>
          {problem && Object.keys(problem.fields).length === 0 && (
            <Notice tone="error">
              <p>{problem.message}</p>
            </Notice>
          )}
          <div className="portal-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? 'Working…' : 'Confirm'}
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

/** The sentence of the last action that succeeded on a page, shown above it (`onDone` of each `ActionDialog`). */
export function useActionDone(): [notice: ReactNode, onDone: (message: string) => void] {
  const [done, setDone] = useState<string>();
  const notice = done ? (
    <Notice tone="success">
      <p>{done}</p>
    </Notice>
  ) : null;
  return [notice, setDone];
}
