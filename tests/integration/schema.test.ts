import { type InsertType, type SelectType, sql } from "kysely";
import { expect, expectTypeOf, it } from "vitest";
import type { Database } from "#app/server/db-types.server.ts";
import { describeEachEngine } from "./support/databases.ts";

/**
 * What the table types say about each column, written out once so it can be compared with the
 * migrated database. The types below make the compiler refuse this list when it disagrees with
 * db-types.server.ts (a column missing or extra, nullability or kind different); the test then
 * refuses it when it disagrees with the migrations.
 */
type Kind<T> = T extends string ? "text" : T extends number ? "number" : never;
type ColumnFacts<C> = {
  kind: Kind<NonNullable<SelectType<C>>>;
  nullable: null extends SelectType<C> ? true : false;
  generated: undefined extends InsertType<C> ? true : false;
};
type SchemaFacts = { [T in keyof Database]: { [C in keyof Database[T]]-?: ColumnFacts<Database[T][C]> } };

const t = { kind: "text", nullable: false, generated: false } as const;
const tNull = { kind: "text", nullable: true, generated: false } as const;
const n = { kind: "number", nullable: false, generated: false } as const;
const nNull = { kind: "number", nullable: true, generated: false } as const;
const serial = { kind: "number", nullable: false, generated: true } as const;

const expected: SchemaFacts = {
  appointments: {
    id: t,
    name: t,
    phone: t,
    email: t,
    address: t,
    zip_code: t,
    appliance: t,
    issue: t,
    description: t,
    preferred_date: t,
    preferred_time: t,
    status: t,
    submission_key: t,
    created_at: t,
    updated_at: t,
    technician: tNull,
    manage_nonce: tNull,
    manage_token_hash: tNull,
    calendar_sequence: n,
    sms_consent_at: tNull,
    sms_consent_text: tNull,
    sms_consent_ip: tNull,
    language: t,
  },
  service_records: {
    id: t,
    customer_name: t,
    customer_phone: t,
    customer_email: tNull,
    customer_address: tNull,
    zip_code: tNull,
    appliance_type: t,
    appliance_model: tNull,
    issue_description: tNull,
    service_date: t,
    technician_name: t,
    parts_replaced: tNull,
    labor_description: t,
    total_cost: nNull,
    appointment_id: tNull,
    notes: tNull,
    status: t,
    warranty_start_date: t,
    warranty_end_date: t,
    created_at: t,
    updated_at: t,
  },
  email_outbox: {
    id: serial,
    kind: t,
    recipient: t,
    subject: t,
    payload: t,
    appointment_id: tNull,
    status: t,
    attempts: n,
    last_error: tNull,
    next_attempt_at: t,
    sent_at: tNull,
    created_at: t,
    lease_until: tNull,
    claim_token: tNull,
    channel: t,
  },
  staff_users: {
    id: serial,
    email: t,
    name: t,
    password_hash: t,
    failed_attempts: n,
    locked_until: tNull,
    created_at: t,
  },
  sessions: { id: t, staff_user_id: n, expires_at: t, created_at: t },
  newsletter_subscribers: {
    id: serial,
    email: t,
    created_at: t,
    confirmed_at: tNull,
    confirmation_sent_at: tNull,
    language: t,
  },
  cities_data: {
    id: serial,
    slug: t,
    city_name: t,
    county: tNull,
    region: tNull,
    population: nNull,
    median_income: nNull,
    zip_codes: t,
    neighborhoods: t,
    landmarks: t,
    seo_keywords: t,
    meta_description: tNull,
    is_primary_service_area: n,
  },
  seo_keywords: {
    id: serial,
    keyword: t,
    category: t,
    priority: n,
    search_volume: n,
    is_active: n,
    related_city: tNull,
    related_appliance: tNull,
  },
  keyword_combinations: { id: serial, city: t, appliance: t, issue: t, search_volume: n, is_active: n },
  keyword_performance: { id: serial, keyword_id: n, date: t, impressions: nNull, clicks: nNull, position: nNull },
  rate_limits: { key: t, window_start: n, expires_at: n, count: n },
  scheduled_jobs: { name: t, next_run_at: t, last_run_at: tNull },
  window_counters: { service_date: t, time_window: t, claimed: n },
  window_claims: { appointment_id: t, service_date: t, time_window: t, over_capacity: n, created_at: t },
  capacity_settings: { weekday: n, region: t, time_window: t, capacity: n, updated_by: t, updated_at: t },
  closed_days: { id: serial, service_date: t, time_window: t, messages: t, created_by: t, created_at: t },
  appointment_history: { id: serial, appointment_id: t, at: t, actor: t, action: t, details: t },
  content_version: { id: n, version: n },
  sms_opt_outs: { phone: t, keyword: t, opted_out_at: t },
  appointment_photos: { id: t, appointment_id: t, position: n, width: n, height: n, bytes: n, created_at: t },
  sms_inbound: { message_sid: t, phone: t, body: t, kind: t, appointment_id: tNull, received_at: t },
};

/** The kind of value each engine's column type reads as. */
function kindOf(dataType: string): "text" | "number" | string {
  const type = dataType.toLowerCase();
  if (type === "text" || type === "varchar") return "text";
  if (["integer", "int4", "int8", "bigint", "double precision", "float8", "real", "numeric"].includes(type))
    return "number";
  return type;
}

it("types every status column as the union of its states", () => {
  expectTypeOf<Database["appointments"]["status"]>().toEqualTypeOf<
    "pending" | "confirmed" | "en_route" | "completed" | "cancelled" | "no_show"
  >();
  expectTypeOf<Database["service_records"]["status"]>().toEqualTypeOf<
    "completed" | "follow-up" | "warranty-claim" | "cancelled"
  >();
  expectTypeOf<Database["email_outbox"]["status"]>().toEqualTypeOf<
    "pending" | "sending" | "sent" | "logged" | "failed" | "skipped"
  >();
});

describeEachEngine("migrated schema matches the table types", (get) => {
  it("has the same tables, columns, kinds, nullability and generated keys", async () => {
    const { db, engine } = get();
    const tables = (await db.introspection.getTables()).filter((table) => !table.isView);
    // SQLite reports a primary key as nullable unless declared NOT NULL; the types treat keys as always set.
    const primaryKeys = new Set<string>();
    if (engine === "sqlite") {
      for (const table of tables) {
        const { rows } = await sql<{
          name: string;
          pk: number;
        }>`select name, pk from pragma_table_info(${table.name})`.execute(db);
        for (const row of rows) if (row.pk > 0) primaryKeys.add(`${table.name}.${row.name}`);
      }
    }
    const actual = Object.fromEntries(
      tables.map((table) => [
        table.name,
        Object.fromEntries(
          table.columns.map((c) => [
            c.name,
            {
              kind: kindOf(c.dataType),
              nullable: c.isNullable && !primaryKeys.has(`${table.name}.${c.name}`),
              generated: c.isAutoIncrementing,
            },
          ]),
        ),
      ]),
    );
    expect(actual).toEqual(expected);
  });
});
