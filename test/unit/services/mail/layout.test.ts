import { button, code, compose, escapeHtml, facts, paragraph } from '../../../../lambdas/services/mail/layout';
import { ENGLISH, speakerOf } from '../../../../lambdas/services/mail/speaker';
import { en } from '../../../../lambdas/services/mail/texts/en';

const CONTEXT = { speaker: ENGLISH, siteUrl: 'https://shop.example' };

describe('a composed mail', () => {
  const mail = compose(CONTEXT, 'your licence key', 'Hello,', [
    paragraph('Here is your key.'),
    facts([['Order number', 'ABCD-1234']]),
    code('Licence key', 'SKYDECK1.abc.def'),
    button('Go to your licences', 'https://shop.example/licenses'),
  ]);

  it('names the shop in the subject and says the same in its text and HTML parts', () => {
    // Assess
    expect(mail.subject).toBe('SkyDeck: your licence key');
    for (const said of ['Hello,', 'Here is your key.', 'Order number', 'ABCD-1234', 'SKYDECK1.abc.def']) {
      expect(mail.text).toContain(said);
      expect(mail.html).toContain(said);
    }
    expect(mail.text).toContain('Go to your licences: https://shop.example/licenses');
    expect(mail.html).toContain('href="https://shop.example/licenses"');
  });

  it('signs off as the shop and links every legal page, in both parts', () => {
    // Assess
    expect(mail.text).toContain('The SkyDeck team');
    for (const page of ['terms', 'privacy', 'imprint', 'withdrawal']) {
      expect(mail.text).toContain(`https://shop.example/legal/${page}`);
      expect(mail.html).toContain(`href="https://shop.example/legal/${page}"`);
    }
  });

  it('shows what a buyer typed as text, never as markup', () => {
    // Act
    const hostile = compose(CONTEXT, 'a licence is offered to you', 'Hello,', [
      paragraph('From <script>alert("x")</script> & friends'),
    ]);

    // Assess
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('From &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; friends');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('reads right to left in Hebrew and links the legal pages in the reader’s language', () => {
    // Act
    const hebrew = compose({ speaker: speakerOf('he', en), siteUrl: 'https://shop.example' }, 'x', 'Hello,', []);

    // Assess
    expect(hebrew.html).toMatch(/dir="rtl"/);
    expect(hebrew.text).toContain('https://shop.example/he/legal/terms');
  });
});
