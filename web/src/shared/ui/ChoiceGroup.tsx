import { useId, type ReactNode } from 'react';
import './choice-group.css';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** A second line under the label, e.g. a price. */
  hint?: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  /** undefined: nothing chosen yet. */
  value: T | undefined;
  onChange: (value: T) => void;
}

/** A single choice as a row of radio buttons styled as segments: native keyboard and screen-reader behaviour. */
export function ChoiceGroup<T extends string>({ legend, choices, value, onChange }: ChoiceGroupProps<T>) {
  return (
    <ChoiceFieldset
      legend={legend}
      choices={choices}
      input={(choice, name) => (
        <input
          type="radio"
          name={name}
          value={choice.value}
          checked={value === choice.value}
          onChange={() => onChange(choice.value)}
          {...hintAttributes(name, choice)}
        />
      )}
    />
  );
}

interface MultiChoiceGroupProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  values: readonly T[];
  onChange: (values: T[]) => void;
}

/** Several independent choices (add-ons) as checkboxes; the order of `choices` is kept in the result. */
export function MultiChoiceGroup<T extends string>({ legend, choices, values, onChange }: MultiChoiceGroupProps<T>) {
  return (
    <ChoiceFieldset
      legend={legend}
      choices={choices}
      input={(choice, name) => (
        <input
          type="checkbox"
          value={choice.value}
          checked={values.includes(choice.value)}
          {...hintAttributes(name, choice)}
          onChange={(event) =>
            onChange(
              choices
                .map((candidate) => candidate.value)
                .filter((candidate) =>
                  candidate === choice.value ? event.target.checked : values.includes(candidate),
                ),
            )
          }
        />
      )}
    />
  );
}

/** The fieldset both groups share: a legend, then one labelled input per choice. */
function ChoiceFieldset<T extends string>({
  legend,
  choices,
  input,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  input: (choice: Choice<T>, groupId: string) => ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className="choice-options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            {input(choice, name)}
            <ChoiceText id={name} choice={choice} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A hint (a price) describes a choice rather than naming it, so the name stays 'Annual', not 'Annual € 120.00'. */
function hintAttributes(groupId: string, choice: Choice<string>) {
  if (choice.hint === undefined) return {};
  return {
    'aria-labelledby': `${groupId}-${choice.value}-label`,
    'aria-describedby': `${groupId}-${choice.value}-hint`,
  };
}

function ChoiceText({ id, choice }: { id: string; choice: Choice<string> }) {
  return (
    <span className="choice-label">
      <span id={`${id}-${choice.value}-label`}>{choice.label}</span>
      {choice.hint !== undefined && (
        <span id={`${id}-${choice.value}-hint`} className="choice-hint">
          {choice.hint}
        </span>
      )}
    </span>
  );
}
