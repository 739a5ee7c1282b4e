/**
 * Every descending index column in the schema is DESC NULLS FIRST, the order `ORDER BY x DESC` asks for in
 * PostgreSQL. Drizzle's `.desc()` alone builds DESC NULLS LAST, an index no newest-first list can read in order:
 * the planner sorts every matching row instead (the back office's order list did, 60 ms at 100,000 orders).
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

describe('index column order (db/schema)', () => {
  it('finds the tables and their descending columns', () => {
    const descending = tables.flatMap((table) =>
      getTableConfig(table).indexes.flatMap((index) =>
        index.config.columns.filter((column) => 'indexConfig' in column && column.indexConfig?.order === 'desc'),
      ),
    );
    expect(tables.length).toBeGreaterThan(20);
    expect(descending.length).toBeGreaterThan(5);
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s: every DESC index column puts nulls first',
    (_name, table) => {
      for (const index of getTableConfig(table).indexes) {
        for (const column of index.config.columns) {
          if (!('indexConfig' in column) || column.indexConfig?.order !== 'desc') continue;
          expect({ index: index.config.name, nulls: column.indexConfig.nulls }).toEqual({
            index: index.config.name,
            nulls: 'first',
          });
        }
      }
    },
  );
});
