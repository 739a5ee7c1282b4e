import type { z } from 'zod';

/**
 * A back-office list page's query (page, search, filters) as its URL carries it, read with the zod schema the list's
 * API reads the same query with (GET /api/admin/...), so the page and the API agree on every default and limit. A
 * query the schema refuses shows the list with its defaults and says why in `problem`, as the API's 400 would;
 * `params` are the URL's own values, for the filter form to show what was typed.
 */
export function parseListQuery<Schema extends z.ZodType>(
  schema: Schema,
  request: Request,
): { query: z.output<Schema>; params: Record<string, string>; problem: string | null } {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (parsed.success) return { query: parsed.data, params, problem: null };
  return {
    query: schema.parse({}),
    params,
    problem: parsed.error.issues[0]?.message ?? 'Please check the filters.',
  };
}
