import { removesScheduledChange } from '../../../../../infra/local/paddle-stand-in/scheduled-change';

describe('the stand-in\u2019s update of a scheduled change, as Paddle allows it', () => {
  it('removes the scheduled change when the body sets it to null', () => {
    // Act
    const removes = removesScheduledChange({ scheduled_change: null });

    // Assess
    expect(removes).toBe(true);
  });

  it('leaves it alone when the body does not name it', () => {
    // Act
    const removes = removesScheduledChange({ items: [], proration_billing_mode: 'do_not_bill' });

    // Assess
    expect(removes).toBe(false);
  });

  it('refuses any other value with Paddle\u2019s error', () => {
    // Act
    const setting = () =>
      removesScheduledChange({ scheduled_change: { action: 'cancel', effective_at: '2027-01-01T00:00:00Z' } });

    // Assess
    expect(setting).toThrow(
      expect.objectContaining({ status: 400, code: 'subscription_scheduled_change_invalid_update' }),
    );
  });
});
