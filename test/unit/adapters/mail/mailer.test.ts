import { documentClient } from '../../../../lambdas/adapters/dynamo';
import { mailPort } from '../../../../lambdas/adapters/mail/mailer';
import { memoryTable } from '../../../support/memory-table/memory-table';
import { orderPaidMail as mail } from '../../../support/mail-fixtures';

const table = memoryTable();
Object.assign(documentClient, { send: (command: never) => table.send(command) });

describe('the mail port of a cloud stage without SES (no `email` in its stage config)', () => {
  it('records the mail as skipped for want of a mail service, never as sent, and does not fail its caller', async () => {
    // Prepare
    const port = mailPort({});

    // Act
    await port.send(mail);

    // Assess
    expect(table.items().filter((item) => item.type === 'mail-log')).toEqual([
      expect.objectContaining({
        to: 'buyer@example.com',
        kind: 'order-paid',
        status: 'skipped',
        skip: { reason: 'no-mail-service' },
      }),
    ]);
  });
});
