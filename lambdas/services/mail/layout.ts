import { legalPagePath, LEGAL_PAGES } from '../../contract/legal';
import { BRAND } from '../../domain/brand';
import type { Speaker } from './speaker';

/**
 * One mail's content as blocks, rendered twice: a plain-text part and an HTML part that say the same thing.
 * Templates build blocks; only this module knows HTML, so every mail escapes what it shows.
 */
export type Block =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'facts'; readonly rows: readonly (readonly [string, string])[] }
  /** A licence key: monospace, selectable as one word, wrapped anywhere so it never widens the mail. */
  | { readonly kind: 'code'; readonly label: string; readonly value: string }
  | { readonly kind: 'button'; readonly label: string; readonly href: string };

export interface ComposedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What every mail is written with: the reader's language, and the shop's origin for its links. */
export interface MailContext {
  readonly speaker: Speaker;
  /** `https://shop.example`, no trailing slash. */
  readonly siteUrl: string;
}

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const facts = (rows: readonly (readonly [string, string])[]): Block => ({ kind: 'facts', rows });
export const code = (label: string, value: string): Block => ({ kind: 'code', label, value });
export const button = (label: string, href: string): Block => ({ kind: 'button', label, href });

/** The legal pages every mail links to, in the reader's language. */
function legalLinks({ speaker, siteUrl }: MailContext): readonly { label: string; href: string }[] {
  const label = {
    terms: 'legalTerms',
    privacy: 'legalPrivacy',
    imprint: 'legalImprint',
    withdrawal: 'legalWithdrawal',
  };
  return LEGAL_PAGES.map((page) => ({
    label: speaker.t(label[page] as 'legalTerms'),
    href: `${siteUrl}${legalPagePath(page, speaker.language)}`,
  }));
}

export function compose(
  context: MailContext,
  subject: string,
  greeting: string,
  blocks: readonly Block[],
): ComposedMail {
  return {
    subject: `${BRAND.name}: ${subject}`,
    text: renderText(context, greeting, blocks),
    html: renderHtml(context, subject, greeting, blocks),
  };
}

function renderText(context: MailContext, greeting: string, blocks: readonly Block[]): string {
  const { speaker } = context;
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return block.text;
      case 'facts':
        return block.rows.map(([name, value]) => `${name}: ${value}`).join('\n');
      case 'code':
        return `${block.label}:\n${block.value}`;
      case 'button':
        return `${block.label}: ${block.href}`;
    }
  });
  const legal = [speaker.t('legalLine'), ...legalLinks(context).map((link) => `${link.label}: ${link.href}`)].join(
    '\n',
  );
  return [greeting, ...parts, speaker.t('team', { brand: BRAND.name }), legal].join('\n\n') + '\n';
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

/**
 * Words wrap between words: only a word longer than its line (a transaction id, a key, an address) breaks inside,
 * and a label column is as wide as its longest word, so no label reads "Referen|ce" on a 390 px phone. Labels keep
 * their words whole in Chinese, Japanese and Korean too (`keep-all`: there a line may otherwise break between any
 * two characters, "サブスクリプ|ション"). Facts start
 * on the reading side (right in Hebrew and Arabic). The brand, the message and the legal links are landmarks (as
 * roles, which mail clients keep where they drop unknown elements), so a screen reader finds the message at once.
 */
function renderHtml(context: MailContext, subject: string, greeting: string, blocks: readonly Block[]): string {
  const { speaker } = context;
  const start = speaker.direction === 'rtl' ? 'right' : 'left';
  const labelGap = speaker.direction === 'rtl' ? 'padding:4px 0 4px 12px' : 'padding:4px 12px 4px 0';
  // A heading starts with a capital ("Your licence key"); the subject reads on after the brand ("SkyDeck: your …").
  const heading = subject.charAt(0).toUpperCase() + subject.slice(1);
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
        case 'facts':
          return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
            .map(
              ([name, value]) =>
                `<tr><th scope="row" style="text-align:${start};${labelGap};color:#4a5868;font-weight:normal;vertical-align:top;word-break:keep-all;overflow-wrap:normal;hyphens:manual">${escapeHtml(name)}</th><td style="padding:4px 0;overflow-wrap:anywhere">${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`;
        case 'code':
          return `<p style="margin:0 0 4px;color:#4a5868">${escapeHtml(block.label)}</p><pre dir="ltr" style="margin:0 0 16px;padding:12px;background:#f6f8fb;border:1px solid #d5dce6;border-radius:8px;white-space:pre-wrap;word-break:break-all;font-size:13px;user-select:all;text-align:left">${escapeHtml(block.value)}</pre>`;
        case 'button':
          return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:10px 18px;background:${BRAND.primaryColour};color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`;
      }
    })
    .join('\n');
  const legal = legalLinks(context)
    .map((link) => `<a href="${escapeHtml(link.href)}" style="color:#4a5868">${escapeHtml(link.label)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="${speaker.language}" dir="${speaker.direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f6f8fb;${FONT};color:#16202c;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:16px;overflow-wrap:break-word;text-align:${start}">
<div role="banner" style="background:${BRAND.primaryColour};color:#ffffff;padding:12px 16px;border-radius:8px 8px 0 0;font-weight:700;font-size:20px">${escapeHtml(BRAND.name)}</div>
<div role="main" style="background:#ffffff;border:1px solid #d5dce6;border-top:0;border-radius:0 0 8px 8px;padding:20px 16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${body}
<p style="margin:16px 0 0;color:#4a5868">${escapeHtml(speaker.t('team', { brand: BRAND.name }))}</p>
</div>
<p role="contentinfo" style="margin:12px 4px 0;font-size:13px;color:#4a5868">${legal}</p>
</div></body></html>
`;
}
