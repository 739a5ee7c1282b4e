import { formatRupeesPaiseIfAny } from '../../../domain/shared/money';
import type { PackingSlip } from '../../../domain/views/admin-invoices';
import { formatDate } from '../../lib/format';
import { PrintSheet } from './print-toolbar';
import { ScrollBox } from './scroll-box';

/** A packing slip as printed (rule:packing-slip): where to, by which courier, what is in the box, no prices. */
export function PackingSlipDocument({ slip }: { slip: PackingSlip }) {
  return (
    <PrintSheet label={`Packing slip of order ${slip.orderNumber}`}>
      <header className="flex flex-wrap justify-between gap-4 border-b border-gray-300 pb-3">
        <div>
          <h2 className="text-xl font-bold uppercase tracking-wide">Packing slip</h2>
          <p className="text-lg">
            Order <strong>#{slip.orderNumber}</strong>
          </p>
          <p>Ordered on {formatDate(slip.orderDate)}</p>
        </div>
        <div className="text-right">
          <p>
            Courier: <strong>{slip.courierName ?? 'Not shipped yet'}</strong>
          </p>
          {slip.trackingNumber && (
            <p>
              Tracking No. <strong className="font-mono">{slip.trackingNumber}</strong>
            </p>
          )}
        </div>
      </header>

      <section className="border-b border-gray-300 py-3">
        <h3 className="font-semibold">Ship to</h3>
        <p className="text-base font-semibold">{slip.shipTo.name}</p>
        <p>{slip.shipTo.addressLine}</p>
        <p>
          {slip.shipTo.city}, {slip.shipTo.state}
        </p>
        <p>
          PIN code: <strong className="text-base">{slip.shipTo.pincode}</strong>
        </p>
        <p>Phone: {slip.shipTo.phone}</p>
      </section>

      {slip.collectInCash !== null ? (
        <p className="my-4 rounded border-4 border-gray-900 p-3 text-center text-3xl font-extrabold">
          Collect {formatRupeesPaiseIfAny(slip.collectInCash)} in cash
        </p>
      ) : (
        <p className="my-4 text-center text-lg font-semibold">Prepaid: collect nothing</p>
      )}

      <ScrollBox label="Items to pack" className="print:overflow-visible">
        <table className="w-full min-w-[420px] border-collapse print:min-w-0">
          <caption className="sr-only">Items in the box</caption>
          <thead>
            <tr className="border-b border-gray-400 text-left">
              <th scope="col" className="py-1 pr-2">
                Item
              </th>
              <th scope="col" className="py-1 text-right">
                Quantity
              </th>
            </tr>
          </thead>
          <tbody>
            {slip.items.map((item, index) => (
              <tr key={index} className="border-b border-gray-200 align-top">
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {item.description}
                  {item.options.length > 0 && <span className="block text-gray-600">{item.options.join(', ')}</span>}
                </th>
                <td className="py-1 text-right text-base font-semibold">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-1 pr-2 text-left">
                Items
              </th>
              <td className="py-1 text-right">{slip.itemCount}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollBox>
      <p className="mt-3">Order total: {formatRupeesPaiseIfAny(slip.total)}</p>
    </PrintSheet>
  );
}
