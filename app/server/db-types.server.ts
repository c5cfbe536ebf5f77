import type { Generated } from "kysely";
import type { AppointmentStatus } from "#app/domain/booking/appointment.ts";
import type { ServiceRecordStatus } from "#app/domain/warranty/service-records.ts";
import type { InboundKind } from "#app/domain/sms/keywords.ts";
import type { OutboxChannel, OutboxStatus } from "./email/outbox.server.ts";

/** Timestamps are ISO-8601 UTC strings; dates of service are YYYY-MM-DD in Houston's calendar. */
export interface AppointmentsTable {
  id: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  zip_code: string;
  appliance: string;
  issue: string;
  description: string;
  preferred_date: string;
  preferred_time: string;
  status: AppointmentStatus;
  submission_key: string;
  created_at: string;
  updated_at: string;
  /** The assigned technician's slug (content/technicians.ts), or null while unassigned. */
  technician: string | null;
  /** The random nonce the visit's manage link is derived from; null for visits stored before links existed. */
  manage_nonce: string | null;
  /** SHA-256 (hex) of the manage link's token; the token itself is never stored. */
  manage_token_hash: string | null;
  /** The calendar file's SEQUENCE: raised at every move or cancellation. */
  calendar_sequence: number;
  /** When the customer ticked the text-message box, the exact words shown next to it, and the address it came from; null without consent. */
  sms_consent_at: string | null;
  sms_consent_text: string | null;
  sms_consent_ip: string | null;
  /** The customer's language ("en" or "es"); "en" unless the visit was booked on the Spanish pages. */
  language: string;
}

export interface ServiceRecordsTable {
  id: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string | null;
  customer_address: string | null;
  zip_code: string | null;
  appliance_type: string;
  appliance_model: string | null;
  issue_description: string | null;
  service_date: string;
  technician_name: string;
  parts_replaced: string | null;
  labor_description: string;
  total_cost: number | null;
  appointment_id: string | null;
  notes: string | null;
  status: ServiceRecordStatus;
  warranty_start_date: string;
  warranty_end_date: string;
  created_at: string;
  updated_at: string;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  payload: string;
  appointment_id: string | null;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
  lease_until: string | null;
  claim_token: string | null;
  /** An email, or a text message whose recipient is an E.164 number. */
  channel: OutboxChannel;
}

export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  staff_user_id: number;
  expires_at: string;
  created_at: string;
}

/** An address that asked for the newsletter; it gets newsletters only once `confirmed_at` is set. */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: string;
  /** When the address's owner followed the confirmation link; null while the subscription waits for it. */
  confirmed_at: string | null;
  /** When the last confirmation email was queued. */
  confirmation_sent_at: string | null;
  /** The visitor's language ("en" or "es"): the confirmation email's and the newsletters'. */
  language: string;
}

export interface CitiesDataTable {
  id: Generated<number>;
  slug: string;
  city_name: string;
  county: string | null;
  region: string | null;
  population: number | null;
  median_income: number | null;
  zip_codes: string;
  neighborhoods: string;
  landmarks: string;
  seo_keywords: string;
  meta_description: string | null;
  is_primary_service_area: number;
}

export interface SeoKeywordsTable {
  id: Generated<number>;
  keyword: string;
  category: string;
  priority: number;
  search_volume: number;
  is_active: number;
  related_city: string | null;
  related_appliance: string | null;
}

export interface KeywordCombinationsTable {
  id: Generated<number>;
  city: string;
  appliance: string;
  issue: string;
  search_volume: number;
  is_active: number;
}

export interface KeywordPerformanceTable {
  id: Generated<number>;
  keyword_id: number;
  date: string;
  impressions: number | null;
  clicks: number | null;
  position: number | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  expires_at: number;
  count: number;
}

export interface ScheduledJobsTable {
  name: string;
  next_run_at: string;
  last_run_at: string | null;
}

/** Places taken in one arrival window of one date. */
export interface WindowCountersTable {
  service_date: string;
  time_window: string;
  claimed: number;
}

/** Which visit holds a place; over_capacity is 1 when staff placed it beyond the window's capacity. */
export interface WindowClaimsTable {
  appointment_id: string;
  service_date: string;
  time_window: string;
  over_capacity: number;
  created_at: string;
}

/** weekday 0 (Sunday) … 6; region and time_window "" for every region or window. */
export interface CapacitySettingsTable {
  weekday: number;
  region: string;
  time_window: string;
  capacity: number;
  updated_by: string;
  updated_at: string;
}

/** time_window "" closes the whole day. */
export interface ClosedDaysTable {
  id: Generated<number>;
  service_date: string;
  time_window: string;
  /** The customers' message by language tag, as JSON: {"en": "…", "es": "…"}. */
  messages: string;
  created_by: string;
  created_at: string;
}

export interface AppointmentHistoryTable {
  id: Generated<number>;
  appointment_id: string;
  at: string;
  /** "customer", "system", or the staff member's name. */
  actor: string;
  action: string;
  details: string;
}

/** A number (E.164) that replied STOP: no text is sent to it until it replies START. */
export interface SmsOptOutsTable {
  phone: string;
  /** The word the number replied (STOP, ALTO…), or the provider's code 21610 when it refused a text as unsubscribed. */
  keyword: string;
  opted_out_at: string;
}

/** A text the provider delivered to our number, once per provider message id. */
export interface SmsInboundTable {
  message_sid: string;
  /** The sender: E.164 for a US number, otherwise as the provider gave it. */
  phone: string;
  body: string;
  kind: InboundKind;
  /** The visit the text answers (the one last texted to the number, else the last booked with it); null when none. */
  appointment_id: string | null;
  received_at: string;
}

/** A single row (id 1) whose version moves whenever data shown on public pages changes. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** A photo sent with a booking; its JPEG is the file `<id>.jpg` in the photo folder. */
export interface AppointmentPhotosTable {
  id: string;
  appointment_id: string;
  /** 1, 2, 3 in the order the customer chose them. */
  position: number;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

export interface Database {
  appointments: AppointmentsTable;
  service_records: ServiceRecordsTable;
  email_outbox: EmailOutboxTable;
  staff_users: StaffUsersTable;
  sessions: SessionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  cities_data: CitiesDataTable;
  seo_keywords: SeoKeywordsTable;
  keyword_combinations: KeywordCombinationsTable;
  keyword_performance: KeywordPerformanceTable;
  rate_limits: RateLimitsTable;
  scheduled_jobs: ScheduledJobsTable;
  window_counters: WindowCountersTable;
  window_claims: WindowClaimsTable;
  capacity_settings: CapacitySettingsTable;
  closed_days: ClosedDaysTable;
  appointment_history: AppointmentHistoryTable;
  content_version: ContentVersionTable;
  sms_opt_outs: SmsOptOutsTable;
  appointment_photos: AppointmentPhotosTable;
  sms_inbound: SmsInboundTable;
}
