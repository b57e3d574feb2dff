import { useId, useState, type ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { WebConfig } from '@contract/web-config';
import { MAX_QUANTITY } from '../../../../lambdas/contract/quantity';
import { FALLBACK_SUPPORT_URL } from '../config';
import { currentLanguage, withParts } from '../i18n/i18n';
import { parseQuantity, quantityInputText } from './quantity';
import { partsText } from './texts';
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
  /** What the field says about a value above the maximum; by default the order limit and how to buy more. */
  overLimit?: ReactNode;
}

/**
 * The one quantity control (docs/product/prices.md, "Quantities"): minus, a text input, plus. Minus is disabled at the minimum, plus at
 * the order limit. A larger entry stays as typed and the field says the limit and how to buy more (ADR 310); the
 * page offers no Continue for it. The input may be empty while someone types (it counts as the minimum) and is
 * filled in on blur.
 */
export function QuantityStepper({
  label,
  value,
  onChange,
  minimum = 1,
  maximum = MAX_QUANTITY,
  overLimit,
}: QuantityStepperProps) {
  const inputId = useId();
  const limitId = useId();
  const [text, setText] = useState(String(value));
  const tooMany = value > maximum;

  // The value can change from outside (a reset); keep the text in step unless it already means that value.
  // Adjusted while rendering, not in an effect, so the stale text is never painted.
  const [synced, setSynced] = useState({ value, minimum, maximum });
  if (synced.value !== value || synced.minimum !== minimum || synced.maximum !== maximum) {
    setSynced({ value, minimum, maximum });
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
          aria-label={partsText('Decrease {{label}}', { label: inSentence(label) })}
          aria-controls={inputId}
          disabled={value <= minimum}
          onClick={() => update(Math.max(minimum, Math.min(maximum, value - 1)))}
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
          aria-invalid={tooMany || undefined}
          aria-describedby={tooMany ? limitId : undefined}
          onChange={(event) => {
            const nextText = quantityInputText(event.target.value, minimum);
            setText(nextText);
            onChange(parseQuantity(nextText, minimum));
          }}
          onBlur={() => setText(String(parseQuantity(text, minimum)))}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp') {
              event.preventDefault();
              update(Math.min(maximum, value + 1));
            } else if (event.key === 'ArrowDown') {
              event.preventDefault();
              update(Math.max(minimum, Math.min(maximum, value - 1)));
            }
          }}
        />
        <button
          type="button"
          className="stepper-button"
          aria-label={partsText('Increase {{label}}', { label: inSentence(label) })}
          aria-controls={inputId}
          disabled={value >= maximum}
          onClick={() => update(Math.min(maximum, value + 1))}
        >
          +
        </button>
      </div>
      {tooMany && (
        <p id={limitId} className="stepper-limit" role="alert">
          {overLimit ?? <OrderLimit />}
        </p>
      )}
    </div>
  );
}

/** A field's label inside a sentence: lower case, except in German, which writes every noun with a capital. */
function inSentence(label: string): string {
  return currentLanguage() === 'de' ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** The order limit and the way to buy more (ADR 310): under the stepper, and on a checkout whose address asks for more. */
export function OrderLimit() {
  const config = useRouteLoaderData('root') as WebConfig | undefined;
  return (
    <>
      {partsText('One order holds at most {{count}} licences.', { count: MAX_QUANTITY })}{' '}
      {withParts(partsText('To buy more, {{support}} and we will split your purchase into several orders.'), {
        support: <a href={config?.supportUrl ?? FALLBACK_SUPPORT_URL}>{partsText('contact support')}</a>,
      })}
    </>
  );
}
