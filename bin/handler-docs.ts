/**
 * `npm run docs:handlers`: rewrites the docs' generated tables of functions (docs/functions.md, the Paddle key's
 * permissions in docs/operations.md) from the handler registry, infra/definitions/handlers.ts. A unit test fails while
 * a page differs from what this writes.
 */
import { writeGeneratedSections } from '../infra/definitions/handler-docs';
import { HANDLERS } from '../infra/definitions/handlers';

const changed = writeGeneratedSections(HANDLERS);
console.log(changed.length > 0 ? `Rewrote ${changed.join(' and ')}.` : 'The docs already match the registry.');
