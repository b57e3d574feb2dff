import { AuthClient, refusal, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { buyAndPay } from '../../support/portal-kit';

describe('POST /api/subscriptions/{id}/{action}', () => {
  let subscriptionId: string;
  let owner: AuthClient;
  beforeAll(async () => {
    const email = uniqueEmail('sub-actions');
    subscriptionId = (await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email })).subscriptionId!;
    owner = await signedUpClient(email);
  });

  it('lets only the subscription’s buyer act on it, from the shop’s own pages', async () => {
    // Prepare
    const stranger = await signedUpClient(uniqueEmail('sub-actions-stranger'));
    const path = `/api/subscriptions/${subscriptionId}/cancel`;

    // Act
    const anonymous = await new AuthClient().post(path, {});
    const notTheirs = await stranger.post(path, {});
    const crossSite = await owner.post(path, {}, { origin: 'https://evil.test' });

    // Assess
    expect(anonymous.status).toBe(401);
    expect(notTheirs).toMatchObject(refusal(404, 'SUBSCRIPTION_NOT_FOUND', 'No such subscription among yours.'));
    expect(crossSite.status).toBe(403);
  });

  it('knows no other action, and refuses a resume of a subscription that is not set to end', async () => {
    // Act
    const unknown = await owner.post(`/api/subscriptions/${subscriptionId}/pause`, {});
    const resume = await owner.post(`/api/subscriptions/${subscriptionId}/resume`, {});

    // Assess
    expect(unknown.status).toBe(404);
    expect(resume).toMatchObject(
      refusal(409, 'NOT_CANCELLED', 'This subscription is not set to end, so there is nothing to resume.'),
    );
  });
});
