import { deleteAccount, type AccountDeletePorts } from '../../../lambdas/services/accounts/account-data';

function fakePorts(overrides: Partial<AccountDeletePorts> = {}) {
  const calls: string[] = [];
  const ports: AccountDeletePorts = {
    checkPassword: async () => void calls.push('checkPassword'),
    autoRenewingSubscriptions: async () => (calls.push('autoRenewing'), ['sub_1', 'sub_2']),
    cancelAtPeriodEnd: async (id) => void calls.push(`cancel ${id}`),
    deleteUnneededRecords: async () => void calls.push('deleteRecords'),
    endSessionsAndDeleteUser: async () => void calls.push('deleteUser'),
    ...overrides,
  };
  return { ports, calls };
}

describe('deleting an account', () => {
  it('cancels every renewal, then deletes the records, then the user', async () => {
    // Prepare
    const { ports, calls } = fakePorts();

    // Act
    const answer = await deleteAccount('secret', ports);

    // Assess
    expect(answer).toEqual({ deleted: true, cancelledSubscriptions: ['sub_1', 'sub_2'] });
    expect(calls).toEqual([
      'checkPassword',
      'autoRenewing',
      'cancel sub_1',
      'cancel sub_2',
      'deleteRecords',
      'deleteUser',
    ]);
  });

  it('touches nothing when the password is wrong', async () => {
    // Prepare
    const { ports, calls } = fakePorts({
      checkPassword: async () => {
        throw new Error('wrong password');
      },
    });

    // Act
    const attempt = deleteAccount('wrong', ports);

    // Assess
    await expect(attempt).rejects.toThrow('wrong password');
    expect(calls).toEqual([]);
  });

  it('deletes nothing when Paddle cannot cancel a renewal, so a retry can finish the job', async () => {
    // Prepare
    const { ports, calls } = fakePorts({
      cancelAtPeriodEnd: async () => {
        throw new Error('Paddle down');
      },
    });

    // Act
    const attempt = deleteAccount('secret', ports);

    // Assess
    await expect(attempt).rejects.toThrow('Paddle down');
    expect(calls).not.toContain('deleteRecords');
    expect(calls).not.toContain('deleteUser');
  });
});
