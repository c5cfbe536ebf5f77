/** How long customer data is kept (the privacy policy's "How long we keep it"). */
export const RETENTION = {
  /** Appointment requests that never became a visit, and their emails. */
  unconvertedRequestMonths: 12,
  /** Service records: the warranty period, then this many years for tax and accounting. */
  serviceRecordYearsAfterWarranty: 3,
} as const;

function minusMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/**
 * The cut-offs for a purge run on `today` (Houston date): requests created before the first are
 * deleted, and service records whose warranty ended before the second.
 */
export function retentionCutoffs(today: string): { requestsCreatedBefore: string; warrantiesEndedBefore: string } {
  return {
    requestsCreatedBefore: minusMonths(today, RETENTION.unconvertedRequestMonths),
    warrantiesEndedBefore: minusMonths(today, RETENTION.serviceRecordYearsAfterWarranty * 12),
  };
}
