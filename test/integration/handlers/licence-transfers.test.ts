import { AuthClient, refusal, signedUpClient, uniqueEmail } from '../../support/auth-client';
import { buyAndPay, licencesSeenBy, ownerOf } from '../../support/portal-kit';

describe('POST /api/licenses/{id}/transfer', () => {
  let email: string;
  let owner: AuthClient;
  let licenceId: string;
  beforeAll(async () => {
    email = uniqueEmail('transfers');
    await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    licenceId = (await licencesSeenBy(email))[0]!.licenceId;
    owner = await ownerOf(email);
  });

  it('offers the owner’s licence to a new owner, once at a time', async () => {
    // Act
    const offered = await owner.post(`/api/licenses/${licenceId}/transfer`, { email: uniqueEmail('new-owner') });
    const again = await owner.post(`/api/licenses/${licenceId}/transfer`, { email: uniqueEmail('third') });
    const cancelled = await owner.post(`/api/licenses/${licenceId}/transfer/cancel`, {});

    // Assess
    expect(offered.status).toBe(200);
    expect(again).toMatchObject(
      refusal(409, 'TRANSFER_PENDING', 'A transfer of this licence is already pending; cancel it first.'),
    );
    expect(cancelled.status).toBe(200);
  });

  it('refuses a transfer to oneself, a bad address, someone else’s licence and a visitor', async () => {
    // Prepare
    const stranger = await signedUpClient(uniqueEmail('transfers-stranger'));
    const path = `/api/licenses/${licenceId}/transfer`;

    // Act
    const toSelf = await owner.post(path, { email });
    const badAddress = await owner.post(path, { email: 'not an address' });
    const notTheirs = await stranger.post(path, { email: uniqueEmail('x') });
    const anonymous = await new AuthClient().post(path, { email: uniqueEmail('y') });

    // Assess
    expect(toSelf).toMatchObject(refusal(400, 'TRANSFER_TO_SELF'));
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.error.fields).toHaveProperty('email');
    expect(notTheirs).toMatchObject(refusal(404, 'LICENCE_NOT_FOUND', 'No such licence among yours.'));
    expect(anonymous.status).toBe(401);
  });
});
