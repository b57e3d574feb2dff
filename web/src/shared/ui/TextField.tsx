import type { InputHTMLAttributes, ReactNode } from 'react';
import './text-field.css';

/**
 * A labelled text input with its explanation below, read out with it (`aria-describedby`), and the sentence the
 * API or the form refused its value with, if any.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
} & InputHTMLAttributes<HTMLInputElement>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="text-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
      {error && (
        <p id={errorId} className="text-field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
