import { Fragment, type ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { API } from '@contract/api-endpoints';
import { isLegalPage, type LegalPageView } from '@contract/legal';
import { callApi, isRetryable } from '../../shared/api';
import { currentLanguage, startI18n } from '../../shared/i18n/i18n';
import { Card } from '../../shared/ui/Card';
import { UnknownRoute } from '../../shared/ui/UnknownRoute';
import { Notice } from '../../shared/ui/Notice';
import { t } from './texts';
import './legal.css';

type LegalData =
  | { readonly view: LegalPageView }
  | { readonly unknownRoute: true }
  | { readonly problem: string; readonly retry: boolean };

/**
 * `/legal/:page`: terms, privacy notice, imprint or right of withdrawal, as the stage configured them
 * (`infra/stages/legal/<stage>/`), in the page's language where the owner translated it, else in English.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<LegalData> {
  if (!isLegalPage(params.page)) return { unknownRoute: true };
  await startI18n();
  try {
    return {
      view: await callApi(API.legalPage, { params: { page: params.page }, query: { language: currentLanguage() } }),
    };
  } catch (error) {
    return {
      problem: t('This page cannot be shown right now. Please try again in a moment.'),
      retry: isRetryable(error),
    };
  }
}

export function Component() {
  const data = useLoaderData() as LegalData;
  if ('unknownRoute' in data) return <UnknownRoute />;
  if ('problem' in data) {
    return (
      <section className="page">
        <Notice tone="error">
          <p>{data.problem}</p>
        </Notice>
      </section>
    );
  }
  const { view } = data;
  return (
    <article className="page legal" lang={view.language} data-terms-version={view.version}>
      <Card>{renderMarkdown(view.markdown)}</Card>
    </article>
  );
}

/**
 * The small Markdown an owner writes for legal pages: `#`/`##`/`###` headings, paragraphs, `-` lists, `>` notes,
 * `**bold**` and `[links](…)`. Rendered as React elements, never as HTML, so a page's text cannot inject markup.
 */
function renderMarkdown(markdown: string): ReactNode[] {
  const blocks = markdown.replace(/\r\n/g, '\n').split(/\n{2,}/);
  return blocks.map((block, index) => {
    const text = block.trim();
    const heading = /^(#{1,3})\s+(.*)$/s.exec(text);
    if (heading) {
      const level = heading[1]!.length;
      const content = inline(heading[2]!.replace(/\n/g, ' '));
      return level === 1 ? (
        <h1 key={index}>{content}</h1>
      ) : level === 2 ? (
        <h2 key={index}>{content}</h2>
      ) : (
        <h3 key={index}>{content}</h3>
      );
    }
    if (/^- /.test(text)) {
      const items = text.split(/\n(?=- )/).map((item) => item.replace(/^- /, '').replace(/\n\s*/g, ' '));
      return (
        <ul key={index}>
          {items.map((item, itemIndex) => (
            <li key={itemIndex}>{inline(item)}</li>
          ))}
        </ul>
      );
    }
    if (/^> /.test(text))
      return <blockquote key={index}>{inline(text.replace(/^> ?/gm, '').replace(/\n/g, ' '))}</blockquote>;
    return <p key={index}>{inline(text.replace(/\n/g, ' '))}</p>;
  });
}

function inline(text: string): ReactNode {
  const parts = text.split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/);
  return parts.map((part, index) => {
    const strong = /^\*\*([^*]+)\*\*$/.exec(part);
    if (strong) return <strong key={index}>{strong[1]}</strong>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const [, label, href = ''] = link;
      if (href.startsWith('/'))
        return (
          <Link key={index} to={href}>
            {label}
          </Link>
        );
      if (/^https:\/\//.test(href))
        return (
          <a key={index} href={href}>
            {label}
          </a>
        );
      return <Fragment key={index}>{label}</Fragment>;
    }
    return <Fragment key={index}>{part}</Fragment>;
  });
}
