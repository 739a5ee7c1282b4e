import { formatRupees } from '../../../domain/shared/money';
import type { CreditNote, Invoice } from '../../../domain/views/admin-invoices';
import { formatDate } from '../../lib/format';
import { PrintSheet } from './print-toolbar';
import { ScrollBox } from './scroll-box';

const money = (rupees: number) => formatRupees(rupees, 2);

/**
 * A GST tax invoice as printed (rule:gst-invoice): seller, buyer, lines with HSN and tax, totals, amount in words. A
 * credit note (rule:gst-credit-note) prints the same way, with its own title, number and date and the invoice it
 * refers to.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice | CreditNote }) {
  const { seller, buyer, totals } = invoice;
  const credit = 'creditNoteNumber' in invoice ? invoice : null;
  return (
    <PrintSheet label={credit ? `Credit note ${credit.creditNoteNumber}` : `Tax invoice ${invoice.invoiceNumber}`}>
      <header className="flex flex-wrap justify-between gap-4 border-b border-gray-300 pb-3">
        <div>
          <p className="text-lg font-bold">{seller.legalName}</p>
          {seller.address && <p className="whitespace-pre-line">{seller.address}</p>}
          <p>State: {seller.state}</p>
          {seller.gstin && <p>GSTIN: {seller.gstin}</p>}
        </div>
        <div className="text-right">
          {credit ? (
            <>
              <h2 className="text-xl font-bold uppercase tracking-wide">Credit Note</h2>
              <p>
                Credit Note No. <strong>{credit.creditNoteNumber}</strong>
              </p>
              <p>Date: {formatDate(credit.creditNoteDate)}</p>
              <p>
                Against invoice {invoice.invoiceNumber} of {formatDate(invoice.invoiceDate)}
              </p>
              <p>Return {credit.returnLabel}</p>
            </>
          ) : (
            <>
              <h2 className="text-xl font-bold uppercase tracking-wide">Tax Invoice</h2>
              <p>
                Invoice No. <strong>{invoice.invoiceNumber}</strong>
              </p>
              <p>Invoice date: {formatDate(invoice.invoiceDate)}</p>
            </>
          )}
          <p>Order #{invoice.orderNumber}</p>
          <p>Payment: {invoice.paymentMethod === 'COD' ? 'Cash on delivery' : 'Paid online'}</p>
        </div>
      </header>

      <section className="grid gap-4 border-b border-gray-300 py-3 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h3 className="font-semibold">Bill to / Ship to</h3>
          <p>{buyer.name}</p>
          <p>{buyer.addressLine}</p>
          <p>
            {buyer.city}, {buyer.state} {buyer.pincode}
          </p>
          <p>Phone: {buyer.phone}</p>
        </div>
        <div>
          <h3 className="font-semibold">Place of supply</h3>
          <p>{invoice.placeOfSupply}</p>
          <p className="text-gray-600">
            {invoice.intraState ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST'}
          </p>
        </div>
      </section>

      <ScrollBox label="Invoice lines" className="py-3 print:overflow-visible">
        <table className="w-full min-w-[720px] border-collapse text-xs print:min-w-0">
          <caption className="sr-only">Invoice lines</caption>
          <thead>
            <tr className="border-b border-gray-400 text-left">
              <th scope="col" className="py-1 pr-2">
                #
              </th>
              <th scope="col" className="py-1 pr-2">
                Description
              </th>
              <th scope="col" className="py-1 pr-2">
                HSN/SAC
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Qty
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Unit price
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Taxable value
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Rate
              </th>
              {invoice.intraState ? (
                <>
                  <th scope="col" className="py-1 pr-2 text-right">
                    CGST
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    SGST
                  </th>
                </>
              ) : (
                <th scope="col" className="py-1 pr-2 text-right">
                  IGST
                </th>
              )}
              <th scope="col" className="py-1 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index} className="border-b border-gray-200 align-top">
                <td className="py-1 pr-2">{index + 1}</td>
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {line.description}
                  {line.options.length > 0 && <span className="block text-gray-600">{line.options.join(', ')}</span>}
                </th>
                <td className="py-1 pr-2">{line.hsnCode || '—'}</td>
                <td className="py-1 pr-2 text-right">{line.quantity}</td>
                <td className="py-1 pr-2 text-right">{money(line.unitPrice)}</td>
                <td className="py-1 pr-2 text-right">{money(line.taxableValue)}</td>
                <td className="py-1 pr-2 text-right">{line.taxRate}%</td>
                {invoice.intraState ? (
                  <>
                    <td className="py-1 pr-2 text-right">{money(line.cgst)}</td>
                    <td className="py-1 pr-2 text-right">{money(line.sgst)}</td>
                  </>
                ) : (
                  <td className="py-1 pr-2 text-right">{money(line.igst)}</td>
                )}
                <td className="py-1 text-right">{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-gray-400 font-semibold">
              <th scope="row" colSpan={5} className="py-1 pr-2 text-left">
                Total
              </th>
              <td className="py-1 pr-2 text-right">{money(totals.taxableValue)}</td>
              <td />
              {invoice.intraState ? (
                <>
                  <td className="py-1 pr-2 text-right">{money(totals.cgst)}</td>
                  <td className="py-1 pr-2 text-right">{money(totals.sgst)}</td>
                </>
              ) : (
                <td className="py-1 pr-2 text-right">{money(totals.igst)}</td>
              )}
              <td className="py-1 text-right">{money(totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollBox>

      <p>
        Amount in words: <strong>{invoice.amountInWords}</strong>
      </p>
      <p className="mt-1 text-gray-600">Prices include GST. Tax: {money(totals.tax)}.</p>
      <p className="mt-8 text-right">For {seller.legalName}</p>
      <p className="mt-8 text-right text-gray-600">Authorised signatory</p>
    </PrintSheet>
  );
}
