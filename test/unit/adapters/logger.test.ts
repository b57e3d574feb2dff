import { formatEntry, logger } from '../../../lambdas/adapters/logger';

describe('the structured logger', () => {
  it('writes one JSON line with level, message, time, service and the details', () => {
    // Prepare
    const at = new Date('2026-11-23T10:00:00.000Z');

    // Act
    const line = formatEntry('error', 'Transfer offer mail not sent', { licenceId: 'lic_1' }, at);

    // Assess
    expect(JSON.parse(line)).toEqual({
      level: 'ERROR',
      message: 'Transfer offer mail not sent',
      timestamp: '2026-11-23T10:00:00.000Z',
      service: 'skydeck-shop',
      licenceId: 'lic_1',
    });
  });

  it('keeps an error’s name, message and stack, which JSON.stringify would drop', () => {
    // Act
    const entry = JSON.parse(formatEntry('error', 'Webhook failed', { error: new TypeError('bad shape') }));

    // Assess
    expect(entry.error).toMatchObject({ name: 'TypeError', message: 'bad shape' });
    expect(entry.error.stack).toContain('TypeError: bad shape');
  });

  it('writes nothing below LOG_LEVEL', () => {
    // Prepare
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'ERROR';
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);

    // Act
    logger.info('routine');
    logger.error('broken');

    // Assess
    expect(stdout).not.toHaveBeenCalled();
    expect(stderr).toHaveBeenCalledTimes(1);
    stdout.mockRestore();
    stderr.mockRestore();
    process.env.LOG_LEVEL = previous;
  });
});
