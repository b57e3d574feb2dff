/**
 * A refused input's sentences by the field they belong to (`email`, `quantity`, `addOns.2`), beside the error's
 * one `message` that names them all: the API writes them from its validation, the web shows each at its field.
 */
export type FieldErrors = Readonly<Record<string, string>>;
