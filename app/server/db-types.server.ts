import type { Generated } from "kysely";

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
  status: string;
  submission_key: string;
  created_at: string;
  updated_at: string;
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
  status: string;
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
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
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

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  created_at: string;
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
}
