/** Facts about the site shown in several places. */
/** The general information address (footer and contact page). */
export const INFO_EMAIL = 'info@autotrzni.hr';
