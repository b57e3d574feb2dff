/**
 * Resolves in a later task of the event loop, so that the browser can paint and handle input in between. A phone
 * counts every task over 50 ms as blocking (Lighthouse simulates one four times slower than the bench machine), so
 * the work that makes a prerendered page interactive is cut into steps of a few milliseconds each (ADR 165).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
