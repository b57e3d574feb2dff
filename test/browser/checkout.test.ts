import { verifyLicenceKey } from '../../lambdas/services/licences/verify-licence-key';
import { usePage } from '../support/browser';
import { eventually } from '../support/eventually';
import { licencesOf, uniqueEmail } from '../support/paddle-test-kit';
import { stackUrl } from '../support/stack-url';


describe('checkout and payment in Chromium', () => {
  const ui = usePage();

  it('buys a 737 suite with HUD as a guest, pays in the local form, and the licence carries a key that verifies', async () => {
    // Prepare
    const email = uniqueEmail('browser');
    await ui.page.goto(`${stackUrl()}/buy/skydeck-suiteb737annual/1?addOns=hud`);
    await ui.page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await ui.page.getByText('Head-up Display').waitFor();
    await ui.page.getByText('Prices are excluding VAT.').waitFor();
    expect(await ui.page.getByTestId('basket-total').textContent()).toMatch(/^€ 2[.,]?500[.,]00$/);

    // Act
    await ui.page.getByLabel('E-mail address').fill(email);
    await ui.page.getByRole('button', { name: 'Continue to payment' }).click();
    await ui.page.getByRole('heading', { name: 'Test payment — local Paddle stand-in' }).waitFor();
    await ui.page.getByRole('button', { name: 'Pay (test)' }).click();

    // Assess
    await ui.page.getByRole('heading', { name: 'Thank you for your purchase.' }).waitFor();
    expect(ui.page.url()).toContain('/pay?_ptxn=txn_');
    const licences = await eventually(() => licencesOf(email), (found) => found.length > 0);
    expect(licences).toHaveLength(1);
    expect(licences[0]).toMatchObject({ productSlug: 'skydeck-suiteb737annual', addOns: ['hud'], status: 'active' });
    const { publicKeyPem } = (await (await fetch(`${stackUrl()}/api/licence-keys/public-key`)).json()) as { publicKeyPem: string };
    expect(verifyLicenceKey(licences[0].licenceKey, publicKeyPem)).toMatchObject({ ownerEmail: email, addOns: ['hud'], aircraftType: 'B738' });
    expect(ui.pageErrors).toEqual([]);
  });

  it('returns the buyer to the basket with a message when the payment is cancelled', async () => {
    // Prepare
    await ui.page.goto(`${stackUrl()}/buy/skydeck-suiteb737annual/1?addOns=hud`);
    await ui.page.getByLabel('E-mail address').fill(uniqueEmail('cancel'));
    await ui.page.getByRole('button', { name: 'Continue to payment' }).click();

    // Act
    await ui.page.getByRole('button', { name: 'Cancel payment' }).click();

    // Assess
    await ui.page.getByText('The payment was cancelled. Your basket is as you left it.').waitFor();
    expect(new URL(ui.page.url()).pathname).toBe('/buy/skydeck-suiteb737annual/1');
    expect(new URL(ui.page.url()).searchParams.get('addOns')).toBe('hud');
  });

  it.each([
    ['/buy/a320-nc-suite/1', 'product [a320-nc-suite] not found'],
    ['/buy/suite-nc-support-extension-a320-annual/1', 'secondary quantity is required for item marked as secondary'],
    ['/buy/skydeck-suiteb737annual/0', 'quantity: must be a whole number from 1 to 200'],
  ])('shows the pricing error of %s with a way back', async (path, message) => {
    // Act
    await ui.page.goto(`${stackUrl()}${path}`);

    // Assess
    await ui.page.getByRole('alert').filter({ hasText: message }).waitFor();
    await ui.page.getByRole('link', { name: 'Back to the shop' }).waitFor();
  });
});
