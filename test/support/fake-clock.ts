/** Every timer jest can fake but the clock: awaits, the SDK's timers and the runtime's queues run as they would. */
const TIMERS_KEPT_REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Date reads `now` (and stays there) until `jest.useRealTimers()`; every other timer stays real. */
export function fakeClockAt(now: number | Date): void {
  jest.useFakeTimers({ now, doNotFake: [...TIMERS_KEPT_REAL] });
}
