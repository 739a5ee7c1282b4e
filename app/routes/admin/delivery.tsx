import type { Route } from './+types/delivery';
import { HolidaysSection } from '../../components/admin/delivery/holidays-section';
import { PincodeRulesSection, pincodeListLooks } from '../../components/admin/delivery/pincode-rules-section';
import { WarehouseForm } from '../../components/admin/delivery/warehouse-form';
import { ZonesSection } from '../../components/admin/delivery/zones-section';
import { requireStaff } from '../../lib/require-staff';
import { parseListQuery } from '../../lib/list-query';
import { getDeliverySetup } from '../../../domain/delivery/get-delivery-setup';
import { listPincodeRules } from '../../../domain/delivery/list-pincode-rules';
import { pincodeRulesQuerySchema } from '../../../domain/schemas/admin-delivery';
import { pincodeRuleKinds, type PincodeRuleKind } from '../../../domain/shared/delivery-rules';

/**
 * One PIN list's query, read with the list API's own schema (GET /api/admin/delivery/pincode-rules): the page has two
 * lists, so each carries its search and page under names of its own (`codQ`, `codPage`; `offQ`, `offPage`).
 */
function pincodeListQuery(request: Request, kind: PincodeRuleKind) {
  const looks = pincodeListLooks[kind];
  const params = new URL(request.url).searchParams;
  const own = new URL('/admin/delivery', request.url);
  own.searchParams.set('kind', kind);
  const q = params.get(looks.q);
  const page = params.get(looks.page);
  if (q !== null) own.searchParams.set('q', q);
  if (page !== null) own.searchParams.set('page', page);
  const { query, problem } = parseListQuery(pincodeRulesQuerySchema, new Request(own));
  return { query: { ...query, kind }, problem };
}

/**
 * /admin/delivery (rule:delivery-zones, rule:delivery-promise, rule:cod-by-zone, rule:cod-by-pin): the warehouse and
 * cut-off, the zones and couriers' days, the holidays, and the two PIN lists. Every write goes through
 * /api/admin/delivery and is audited.
 */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args);
  const db = args.context.shop.db;
  const params = Object.fromEntries(new URL(args.request.url).searchParams);
  const [codOff, notDelivered] = pincodeRuleKinds.map((kind) => pincodeListQuery(args.request, kind)) as [
    ReturnType<typeof pincodeListQuery>,
    ReturnType<typeof pincodeListQuery>,
  ];
  const [setup, codOffList, notDeliveredList] = await Promise.all([
    getDeliverySetup(db),
    listPincodeRules(db, codOff.query),
    listPincodeRules(db, notDelivered.query),
  ]);
  return {
    setup,
    lists: [
      { list: codOffList, q: codOff.query.q ?? '', problem: codOff.problem },
      { list: notDeliveredList, q: notDelivered.query.q ?? '', problem: notDelivered.problem },
    ],
    params,
  };
}

export function meta() {
  return [{ title: 'Delivery · Back office' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminDelivery({ loaderData }: Route.ComponentProps) {
  const { setup, lists, params } = loaderData;
  /** The other list's query parameters, kept when one list is searched. */
  const othersOf = (kind: PincodeRuleKind) => {
    const other = pincodeListLooks[kind === 'cod-off' ? 'unserviceable' : 'cod-off'];
    return Object.fromEntries(
      [other.q, other.page].filter((name) => params[name] !== undefined).map((name) => [name, params[name]!]),
    );
  };
  return (
    <section aria-labelledby="delivery-heading">
      <h1 id="delivery-heading" className="text-2xl font-bold text-gray-900">
        Delivery
      </h1>
      <p className="mt-1 text-sm text-gray-700">
        What shoppers are promised on the product page, in the cart and at checkout: where the shop delivers, in how
        many days, and where it takes cash.
      </p>
      <WarehouseForm key={setup.settings.updatedAt} settings={setup.settings} />
      <ZonesSection zones={setup.zones} />
      <HolidaysSection holidays={setup.holidays} today={setup.today} />
      {lists.map(({ list, q, problem }) => (
        <PincodeRulesSection key={list.kind} list={list} q={q} problem={problem} otherParams={othersOf(list.kind)} />
      ))}
    </section>
  );
}
