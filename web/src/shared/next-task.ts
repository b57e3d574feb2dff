/**
 * Resolves in a later task of the event loop, so that the browser can paint and handle input in between. Lighthouse
 * counts every task over 50 ms on its simulated phone, four times slower than the bench machine, as blocking: the
 * work that makes a prerendered page interactive runs in steps of a few milliseconds each (ADR 165).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
