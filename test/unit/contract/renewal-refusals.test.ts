import sharedEnglish from '../../../web/src/shared/i18n/locales/en';
import { readRefusal, refusalSentence, RENEWAL_REFUSALS } from '../../../lambdas/contract/renewal-refusals';

describe('the API\u2019s refusals of a second renewing source (ADR 409)', () => {
  it('reads back the template and values each sentence was filled from', () => {
    // Prepare
    const sentences = [
      refusalSentence('RENEWED_ELSEWHERE', { licences: ['lic_a_1', 'lic_a_2'] }),
      refusalSentence('SUPPORT_ALREADY_RENEWS', { date: '2027-03-01T00:00:00.000Z' }),
      refusalSentence('SUPPORT_PAUSED', { date: '2026-12-09T15:30:00.000Z' }),
      refusalSentence('RENEWS_NOTHING'),
    ];

    // Act
    const read = sentences.map(readRefusal);

    // Assess
    expect(sentences[1]).toContain('renews automatically on 1 March 2027;');
    expect(read).toEqual([
      { template: RENEWAL_REFUSALS.RENEWED_ELSEWHERE, values: { licences: 'lic_a_1, lic_a_2' } },
      { template: RENEWAL_REFUSALS.SUPPORT_ALREADY_RENEWS, values: { date: '2027-03-01' } },
      { template: RENEWAL_REFUSALS.SUPPORT_PAUSED, values: { date: '2026-12-09' } },
      { template: RENEWAL_REFUSALS.RENEWS_NOTHING, values: {} },
    ]);
  });

  it('reads no other sentence, nor a day the API does not write', () => {
    // Act
    const read = [
      'No such subscription among yours.',
      RENEWAL_REFUSALS.SUPPORT_PAUSED.replace('{{date}}', '31 February 2027'),
      RENEWAL_REFUSALS.SUPPORT_PAUSED.replace('{{date}}', 'yesterday'),
    ].map(readRefusal);

    // Assess
    expect(read).toEqual([undefined, undefined, undefined]);
  });

  it('has every template in the shared catalogue, so every language says it', () => {
    // Act
    const missing = Object.values(RENEWAL_REFUSALS).filter((template) => !Object.hasOwn(sharedEnglish, template));

    // Assess
    expect(missing).toEqual([]);
  });
});
