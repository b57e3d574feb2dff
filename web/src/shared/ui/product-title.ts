import { partsText } from './texts';

/**
 * A catalogue title (`lambdas/domain/catalogue.ts` writes them in English, as Paddle, invoices and mails name the
 * products) in the page's language, built from the same parts; a title of no known shape (a feature's name such as
 * 'Head-up Display') is shown as it is.
 */
export function productTitle(title: string): string {
  for (const [pattern, translate] of TITLES) {
    const parts = pattern.exec(title);
    if (parts) return translate(parts.slice(1));
  }
  return title;
}

type Parts = readonly (string | undefined)[];

const TITLES: readonly (readonly [RegExp, (parts: Parts) => string])[] = [
  [
    /^(iOS|Windows) FMS Trainer (\S+) (personal|classroom) licence, (monthly|annual)$/,
    ([platform, aircraft, licence, period]) => {
      const values = { platform: platform!, aircraft: aircraft! };
      if (licence === 'personal')
        return period === 'monthly'
          ? partsText('{{platform}} FMS Trainer {{aircraft}} personal licence, monthly', values)
          : partsText('{{platform}} FMS Trainer {{aircraft}} personal licence, annual', values);
      return period === 'monthly'
        ? partsText('{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly', values)
        : partsText('{{platform}} FMS Trainer {{aircraft}} classroom licence, annual', values);
    },
  ],
  [
    /^Bronze support, (monthly|annual)$/,
    ([period]) => (period === 'monthly' ? partsText('Bronze support, monthly') : partsText('Bronze support, annual')),
  ],
  [
    /^(\S+) (\S+) suite support extension, (monthly|annual)$/,
    ([brand, family, period]) =>
      period === 'monthly'
        ? partsText('{{brand}} {{family}} suite support extension, monthly', { brand: brand!, family: family! })
        : partsText('{{brand}} {{family}} suite support extension, annual', { brand: brand!, family: family! }),
  ],
  [
    /^(\S+) (\S+) suite licence$/,
    ([brand, family]) => partsText('{{brand}} {{family}} suite licence', { brand: brand!, family: family! }),
  ],
  [
    /^(\S+) (\S+) suite \((neo and ceo|ceo only)\)$/,
    ([brand, family, configuration]) =>
      configuration === 'ceo only'
        ? partsText('{{brand}} {{family}} suite (ceo only)', { brand: brand!, family: family! })
        : partsText('{{brand}} {{family}} suite (neo and ceo)', { brand: brand!, family: family! }),
  ],
  [
    /^(\S+) (\S+) suite$/,
    ([brand, family]) => partsText('{{brand}} {{family}} suite', { brand: brand!, family: family! }),
  ],
  [/^A320 neo add-on$/, () => partsText('A320 neo add-on')],
  [/^Support catch-up, per lapsed month$/, () => partsText('Support catch-up, per lapsed month')],
];
