// The one shape of a refused record, shared by every dataset's builder and by the refresh's run report
// (the type was declared once per dataset).

/** A record a source sent that is not published, and why: the source's name, which record, the reason in words. */
export interface Rejected {
  source: string
  record: string
  reason: string
}
