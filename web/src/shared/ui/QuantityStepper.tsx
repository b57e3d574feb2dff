import { useId, useState } from 'react';
import { parseQuantity, quantityInputText } from './quantity';

interface QuantityStepperProps {
  /** Visible label of the text input. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** 1 for licences; 0 where "none" is a valid answer (catch-up months). */
  minimum?: number;
}

/**
 * The one quantity control (SPEC.md §2, §5): minus, a text input, plus. No maximum is shown; minus is disabled at
 * the minimum. The input may be empty while someone types (it counts as the minimum) and is filled in on blur.
 */
export function QuantityStepper({ label, value, onChange, minimum = 1 }: QuantityStepperProps) {
  const inputId = useId();
  const [text, setText] = useState(String(value));

  // The value can change from outside (a reset); keep the text in step unless it already means that value.
  // Adjusted while rendering, not in an effect, so the stale text is never painted.
  const [synced, setSynced] = useState({ value, minimum });
  if (synced.value !== value || synced.minimum !== minimum) {
    setSynced({ value, minimum });
    setText((current) => (parseQuantity(current, minimum) === value ? current : String(value)));
  }

  function update(next: number) {
    setText(String(next));
    onChange(next);
  }

  return (
    <div className="stepper">
      <label htmlFor={inputId}>{label}</label>
      <div className="stepper-controls">
        <button
          type="button"
          className="stepper-button"
          aria-label={`Decrease ${label.toLowerCase()}`}
          aria-controls={inputId}
          disabled={value <= minimum}
          onClick={() => update(Math.max(minimum, value - 1))}
        >
          −
        </button>
        <input
          id={inputId}
          className="stepper-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            const nextText = quantityInputText(event.target.value, minimum);
            setText(nextText);
            onChange(parseQuantity(nextText, minimum));
          }}
          onBlur={() => setText(String(parseQuantity(text, minimum)))}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              update(value + 1);
            } else if (event.key === 'ArrowDown') {
              event.preventDefault();
              update(Math.max(minimum, value - 1));
            }
          }}
        />
        <button
          type="button"
          className="stepper-button"
          aria-label={`Increase ${label.toLowerCase()}`}
          aria-controls={inputId}
          onClick={() => update(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
