import { uniqueEmail } from '../support/auth-client';
import { buyAndPay, licencesSeenBy, subscriptionControl } from '../support/portal-kit';
import { localHandlerEnvironment, localStatus } from '../support/portal-seed';
import { stackUrl } from '../support/stack-url';

/** Goodwill through the table (ADR 404): what an operator gives shows wherever the licence's standing is read. */
let goodwill: typeof import('../../lambdas/services/ledger/goodwill');
let ports: typeof import('../../lambdas/services/ledger/goodwill-ports');

beforeAll(async () => {
  Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
  goodwill = await import('../../lambdas/services/ledger/goodwill');
  ports = await import('../../lambdas/services/ledger/goodwill-ports');
}, 30_000);

describe('goodwill', () => {
  it('runs a lapsed licence\u2019s support again for the months given, and issues a replacement with a year', async () => {
    // Prepare: support that lapsed a month ago
    const email = uniqueEmail('goodwill');
    const bought = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email, paidMonthsAgo: 13 });
    await subscriptionControl(bought.subscriptionId!, 'lapse?monthsAgo=1');
    const licenceId = `lic_${bought.transactionId.replace(/^txn_/, '')}_1`;
    const grant = { licenceId, operatorEmail: 'op@skydeck.test', reason: 'an outage cost the buyer a month' };

    // Act
    const given = await goodwill.grantSupportGoodwill(ports.goodwillPorts, { ...grant, months: 2 });
    const replacement = await goodwill.issueReplacementLicence(ports.goodwillPorts, grant);

    // Assess
    const seen = await licencesSeenBy(email);
    expect(seen.find((licence) => licence.licenceId === licenceId)).toMatchObject({
      support: { state: 'active', activeUntil: given.until, autoRenewing: false },
      supportPaidBy: null,
      catchUpMonths: 0,
    });
    expect(seen.find((licence) => licence.licenceId === replacement.licenceId)).toMatchObject({
      status: 'active',
      support: { state: 'active', autoRenewing: false },
    });
  }, 60_000);
});
