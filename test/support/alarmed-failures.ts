/**
 * The alarmed failures (`alarmedFailure` in lambdas/adapters/logger.ts) written from now until `restore`, as
 * `metric: message`, read from their EMF lines on stdout.
 */
export function alarmsDuring(): { alarms: () => string[]; restore: () => void } {
  const lines: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  return {
    alarms: () =>
      lines
        .map((line) => JSON.parse(line) as { alarm?: string; message?: string })
        .filter((entry) => entry.alarm)
        .map((entry) => `${entry.alarm}: ${entry.message}`),
    restore: () => write.mockRestore(),
  };
}
