import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { ITotals } from '@paddle/paddle-node-sdk';
import { BRAND } from '../../../lambdas/domain/brand';
import type { Billing } from './billing';
import { PaddleError, requestId } from './errors';
import type { StandInRoute } from './routes';
import { transactionBody } from './serialisers';

/**
 * Invoices as Paddle gives them: `GET /transactions/{id}/invoice` answers a short-lived link (`{data: {url}}`), and
 * the link serves the PDF without the API key, as Paddle's signed storage links do. The stand-in draws a real PDF
 * (pdf-lib) with the seller, the buyer, the lines, the VAT and the totals of the transaction as Paddle charged it.
 */
export const INVOICE_FILE_PREFIX = '/invoices/';

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
  return drawInvoice({
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
  });
}

interface InvoiceContent {
  readonly number: string;
  readonly transactionId: string;
  readonly date: string;
  readonly buyer: readonly string[];
  readonly lines: readonly { title: string; quantity: number; totals: ITotals | null }[];
  readonly totals: ITotals | null;
  readonly taxRate: string;
}

const euro = (cents: string | undefined) => `EUR ${(Number(cents ?? 0) / 100).toFixed(2)}`;

async function drawInvoice(invoice: InvoiceContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number}`);
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

  text('Invoice', 50, { size: 22, strong: true });
  y -= 30;
  text(`Invoice number: ${invoice.number}`, 50);
  right(`Date: ${invoice.date}`, 545);
  y -= 14;
  text(`Transaction: ${invoice.transactionId}`, 50);
  y -= 34;
  text('Seller', 50, { strong: true });
  text('Buyer', 320, { strong: true });
  y -= 14;
  const seller = ['Paddle.com Market Ltd (merchant of record)', `on behalf of ${BRAND.name}`, 'London, United Kingdom'];
  for (let index = 0; index < Math.max(seller.length, invoice.buyer.length); index += 1) {
    if (seller[index]) text(seller[index]!, 50);
    if (invoice.buyer[index]) text(invoice.buyer[index]!, 320);
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
  for (const line of invoice.lines) {
    text(line.title.slice(0, 48), 50);
    right(String(line.quantity), 340);
    right(euro(String(Number(line.totals?.subtotal ?? 0) - Number(line.totals?.discount ?? 0))), 420);
    right(euro(line.totals?.tax), 480);
    right(euro(line.totals?.total), 545);
    y -= 16;
  }
  page.drawLine({ start: { x: 300, y: y + 8 }, end: { x: 545, y: y + 8 }, thickness: 0.5 });
  y -= 8;
  const rate = `${Math.round(Number(invoice.taxRate) * 100)} %`;
  for (const [label, value, strong] of [
    ['Subtotal', euro(invoice.totals?.subtotal), false],
    ['Discount', euro(invoice.totals?.discount), false],
    [`VAT (${rate})`, euro(invoice.totals?.tax), false],
    ['Total paid', euro(invoice.totals?.total), true],
  ] as const) {
    text(label, 320, { strong });
    right(value, 545, strong);
    y -= 16;
  }
  return pdf.save();
}
