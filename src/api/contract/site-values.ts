/**
 * The public site's fixed vocabularies, shared by the contract, the database schema, the server and
 * the pages: where an inquiry stands, a position's terms, an application's stage on the pipeline.
 */

/** An inquiry from the contact form: new until someone answers or files it. */
export const INQUIRY_STATUSES = ['new', 'answered', 'handled', 'spam'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Who wrote a message of an inquiry's thread: the visitor, or a person of the agency. */
export const INQUIRY_AUTHORS = ['visitor', 'staff'] as const;
export type InquiryAuthor = (typeof INQUIRY_AUTHORS)[number];

/** A position is drafted, then open to applications until it closes (by hand or on its closing date). */
export const POSITION_STATUSES = ['draft', 'open', 'closed'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Where the work is done. */
export const WORKPLACES = ['on_site', 'hybrid', 'remote'] as const;
export type Workplace = (typeof WORKPLACES)[number];

/** The columns of the applications pipeline, in order. */
export const APPLICATION_STAGES = ['received', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'on_hold'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** A page view's device, from the screen width the page reports (never the user agent string). */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The languages the public site is written in; English is the one without `?lang=`. */
export const SITE_LANGUAGES = ['en', 'es'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
