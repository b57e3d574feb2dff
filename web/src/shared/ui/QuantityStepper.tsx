import { useId, useState } from 'react';
import { MAX_QUANTITY } from '../../../../lambdas/contract/quantity';
import { parseQuantity, quantityInputText } from './quantity';
import './quantity-stepper.css';

interface QuantityStepperProps {
  /** Visible label of the text input. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** 1 for licences; 0 where "none" is a valid answer (catch-up months). */
  minimum?: number;
  /** The most one order may hold (the API refuses more); plus is disabled there. */
  maximum?: number;
}

/**
 * The one quantity control (SPEC.md §2, §5): minus, a text input, plus. No maximum is shown; minus is disabled at
 * the minimum, plus at the order limit, and a larger entry becomes the limit. The input may be empty while someone types (it counts as the minimum) and is filled in on blur.
 */
export function QuantityStepper({ label, value, onChange, minimum = 1, maximum = MAX_QUANTITY }: QuantityStepperProps) {
  const inputId = useId();
  const [text, setText] = useState(String(value));

  // The value can change from outside (a reset); keep the text in step unless it already means that value.
  // Adjusted while rendering, not in an effect, so the stale text is never painted.
  const [synced, setSynced] = useState({ value, minimum, maximum });
  if (synced.value !== value || synced.minimum !== minimum || synced.maximum !== maximum) {
    setSynced({ value, minimum, maximum });
    setText((current) => (parseQuantity(current, minimum, maximum) === value ? current : String(value)));
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
            const nextText = quantityInputText(event.target.value, minimum, maximum);
            setText(nextText);
            onChange(parseQuantity(nextText, minimum, maximum));
          }}
          onBlur={() => setText(String(parseQuantity(text, minimum, maximum)))}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              update(Math.min(maximum, value + 1));
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
          disabled={value >= maximum}
          onClick={() => update(Math.min(maximum, value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
