import { useEffect, useState } from 'react';
import { apiGet } from '../../shared/api';
import { useTranslate } from '../../shared/i18n/i18n';
import type { SessionUser } from '../../shared/session';

/**
 * The login page `/my-extend-support-subscription` (SPEC.md §2). The router shows it inside the authenticator
 * (starting on the sign-up tab, with `anonymousIntro` above it); this module is what signed-in users see. The
 * support-extension flow comes with the licence portal; until then the page loads the caller's products.
 */
export const anonymousIntro =
  'Please login with the email address that is bound to your licence keys to start or extend a support subscription.' as const;

interface ProductsAnswer {
  readonly products: readonly { readonly product: string; readonly licences: readonly unknown[] }[];
}

export function SignedInContent(_props: { user: SessionUser }) {
  const t = useTranslate();
  const [products, setProducts] = useState<ProductsAnswer['products'] | null>(null);
  useEffect(() => {
    apiGet<ProductsAnswer>('/api/products').then(
      (answer) => setProducts(answer.products),
      () => setProducts([]),
    );
  }, []);
  return (
    <section className="my-extend-support">
      <p>{t('logged in')}</p>
      {products === null ? null : (
        <ul className="my-products" data-count={products.length}>
          {products.map((group) => (
            <li key={group.product}>
              {group.product} ({group.licences.length})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
