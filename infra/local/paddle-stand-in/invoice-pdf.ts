import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { ITotals } from '@paddle/paddle-node-sdk';
import { formatDate, formatMoney } from '../../../lambdas/contract/formats';
import { BRAND } from '../../../lambdas/domain/brand';
import type { Billing } from './billing';
import { PaddleError, requestId } from './errors';
import type { StandInRoute } from './routes';
import { LOCAL_TAX_RATE, lineTotals, transactionBody } from './serialisers';

/**
 * Invoices and credit notes as Paddle gives them: `GET /transactions/{id}/invoice` answers a short-lived link (`{data: {url}}`), and
 * the link serves the PDF without the API key, as Paddle's signed storage links do. The stand-in draws a real PDF
 * (pdf-lib) with the seller, the buyer, the lines, the VAT and the totals of the transaction as Paddle charged it.
 * `GET /adjustments/{id}/credit-note` does the same for an approved refund or credit: the lines it gives back.
 */
export const INVOICE_FILE_PREFIX = '/invoices/';
export const CREDIT_NOTE_FILE_PREFIX = '/credit-notes/';

export function invoiceRoute(billing: Billing, baseUrl: () => string): StandInRoute {
  return {
    method: 'GET',
    path: '/transactions/{id}/invoice',
    handle: ({ params }) => {
      const transaction = billing.transaction(params.id!);
      if (transaction.status !== 'paid' && transaction.status !== 'completed')
        throw new PaddleError(
          400,
          'transaction_invoice_not_available',
          'An invoice is available once the transaction is paid or completed.',
        );
      return {
        status: 200,
        body: {
          data: { url: `${baseUrl()}${INVOICE_FILE_PREFIX}${transaction.id}.pdf` },
          meta: { request_id: requestId() },
        },
      };
    },
  };
}

/** The PDF at an invoice link's path, or undefined when the path names no paid transaction. */
export async function invoicePdf(billing: Billing, pathname: string): Promise<Uint8Array | undefined> {
  const id = /^\/invoices\/(txn_[A-Za-z0-9]+)\.pdf$/.exec(pathname)?.[1];
  if (!id) return undefined;
  let transaction;
  try {
    transaction = billing.transaction(id);
  } catch {
    return undefined;
  }
  if (transaction.status !== 'paid' && transaction.status !== 'completed') return undefined;
  const body = transactionBody(transaction, billing.prices);
  const customer = transaction.customerId ? billing.customer(transaction.customerId) : undefined;
  return drawDocument({
    title: 'Invoice',
    number: transaction.invoiceNumber ?? transaction.id,
    transactionId: transaction.id,
    date: (transaction.billedAt ?? transaction.createdAt).slice(0, 10),
    buyer: [customer?.name ?? '', customer?.email ?? ''].filter(Boolean),
    lines: (body.details?.line_items ?? []).map((line) => ({
      title: billing.prices.get(line.price_id)?.item.title ?? line.product?.name ?? line.price_id,
      quantity: line.quantity,
      totals: line.totals ?? null,
    })),
    totals: body.details?.totals ?? null,
    taxRate: body.details?.tax_rates_used?.[0]?.tax_rate ?? '0',
    totalLabel: 'Total paid',
  });
}

/** Paddle makes credit notes for refunds and credits it approved; a chargeback is the bank's, with none. */
function creditNoteAdjustment(billing: Billing, id: string) {
  const adjustment = billing.adjustments.get(id);
  if (!adjustment) return undefined;
  return adjustment.status === 'approved' && (adjustment.action === 'refund' || adjustment.action === 'credit')
    ? adjustment
    : undefined;
}

export function creditNoteRoute(billing: Billing, baseUrl: () => string): StandInRoute {
  return {
    method: 'GET',
    path: '/adjustments/{id}/credit-note',
    handle: ({ params }) => {
      if (!billing.adjustments.has(params.id!))
        throw new PaddleError(404, 'not_found', `Adjustment ${params.id} not found.`);
      const adjustment = creditNoteAdjustment(billing, params.id!);
      if (!adjustment)
        throw new PaddleError(
          400,
          'adjustment_credit_note_not_available',
          'A credit note is available for approved refunds and credits only.',
        );
      return {
        status: 200,
        body: {
          data: { url: `${baseUrl()}${CREDIT_NOTE_FILE_PREFIX}${adjustment.id}.pdf` },
          meta: { request_id: requestId() },
        },
      };
    },
  };
}

/** The PDF at a credit note link's path, or undefined when the path names no approved refund or credit. */
export async function creditNotePdf(billing: Billing, pathname: string): Promise<Uint8Array | undefined> {
  const id = /^\/credit-notes\/(adj_[A-Za-z0-9]+)\.pdf$/.exec(pathname)?.[1];
  const adjustment = id ? creditNoteAdjustment(billing, id) : undefined;
  if (!adjustment) return undefined;
  const transaction = billing.transaction(adjustment.transactionId);
  const lines = lineTotals(transaction, billing.prices);
  const customer = billing.customer(adjustment.customerId);
  const cents = (value: number) => String(value);
  const subtotal = adjustment.items.reduce((sum, item) => sum + item.amountCents, 0);
  const tax = adjustment.items.reduce((sum, item) => sum + item.taxCents, 0);
  return drawDocument({
    title: 'Credit note',
    number: `CN-${adjustment.id.replace(/^adj_/, '').slice(0, 12).toUpperCase()}`,
    transactionId: transaction.id,
    refersTo: transaction.invoiceNumber ?? transaction.id,
    date: adjustment.updatedAt.slice(0, 10),
    buyer: [customer.name ?? '', customer.email].filter(Boolean),
    lines: adjustment.items.map((item) => {
      const line = lines.find((candidate) => candidate.id === item.itemId);
      return {
        title: (line && billing.prices.get(line.priceId)?.item.title) ?? item.itemId,
        quantity: item.quantity,
        totals: {
          subtotal: cents(item.amountCents),
          discount: '0',
          tax: cents(item.taxCents),
          total: cents(item.amountCents + item.taxCents),
        },
      };
    }),
    totals: { subtotal: cents(subtotal), discount: '0', tax: cents(tax), total: cents(subtotal + tax) },
    taxRate: transaction.zeroValue ? '0' : LOCAL_TAX_RATE,
    totalLabel: 'Total refunded',
  });
}

interface PdfContent {
  readonly title: 'Invoice' | 'Credit note';
  readonly number: string;
  readonly transactionId: string;
  /** A credit note names the invoice it corrects. */
  readonly refersTo?: string;
  readonly date: string;
  readonly buyer: readonly string[];
  readonly lines: readonly { title: string; quantity: number; totals: PdfTotals | null }[];
  readonly totals: PdfTotals | null;
  readonly taxRate: string;
  readonly totalLabel: string;
}

type PdfTotals = Pick<ITotals, 'subtotal' | 'discount' | 'tax' | 'total'>;

// The standard PDF fonts speak WinAnsi, which has the euro sign but not every language's digits and spaces: the
// stand-in's documents are in English, formatted by the shop's one formatter.
const euro = (cents: string | undefined) => formatMoney(Number(cents ?? 0), 'EUR', 'en');

async function drawDocument(document: PdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.title} ${document.number}`);
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const text = (value: string, x: number, options: { size?: number; strong?: boolean } = {}) =>
    page.drawText(value, {
      x,
      y,
      size: options.size ?? 10,
      font: options.strong ? bold : regular,
      color: rgb(0.1, 0.1, 0.1),
    });
  const right = (value: string, edge: number, strong = false) =>
    text(value, edge - (strong ? bold : regular).widthOfTextAtSize(value, 10), { strong });

  text(document.title, 50, { size: 22, strong: true });
  y -= 30;
  text(`${document.title} number: ${document.number}`, 50);
  right(`Date: ${formatDate(document.date, 'en')}`, 545);
  y -= 14;
  text(`Transaction: ${document.transactionId}`, 50);
  if (document.refersTo) {
    y -= 14;
    text(`Corrects invoice: ${document.refersTo}`, 50);
  }
  y -= 34;
  text('Seller', 50, { strong: true });
  text('Buyer', 320, { strong: true });
  y -= 14;
  const seller = ['Paddle.com Market Ltd (merchant of record)', `on behalf of ${BRAND.name}`, 'London, United Kingdom'];
  for (let index = 0; index < Math.max(seller.length, document.buyer.length); index += 1) {
    if (seller[index]) text(seller[index]!, 50);
    if (document.buyer[index]) text(document.buyer[index]!, 320);
    y -= 14;
  }
  y -= 24;
  text('Item', 50, { strong: true });
  right('Qty', 340, true);
  right('Net', 420, true);
  right('VAT', 480, true);
  right('Total', 545, true);
  y -= 6;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  y -= 16;
  for (const line of document.lines) {
    text(line.title.slice(0, 48), 50);
    right(String(line.quantity), 340);
    right(euro(String(Number(line.totals?.subtotal ?? 0) - Number(line.totals?.discount ?? 0))), 420);
    right(euro(line.totals?.tax), 480);
    right(euro(line.totals?.total), 545);
    y -= 16;
  }
  page.drawLine({ start: { x: 300, y: y + 8 }, end: { x: 545, y: y + 8 }, thickness: 0.5 });
  y -= 8;
  const rate = `${Math.round(Number(document.taxRate) * 100)} %`;
  for (const [label, value, strong] of [
    ['Subtotal', euro(document.totals?.subtotal), false],
    ['Discount', euro(document.totals?.discount), false],
    [`VAT (${rate})`, euro(document.totals?.tax), false],
    [document.totalLabel, euro(document.totals?.total), true],
  ] as const) {
    text(label, 320, { strong });
    right(value, 545, strong);
    y -= 16;
  }
  return pdf.save();
}
