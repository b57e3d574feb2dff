import type { InputHTMLAttributes, ReactNode } from 'react';
import './text-field.css';

/** A labelled text input with its explanation below, read out with it (`aria-describedby`). */
export function TextField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="text-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hintId} {...input} />
      {hint && (
        <p id={hintId} className="text-field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
