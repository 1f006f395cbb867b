/** Facts about the site shown in several places. */
export const BRAND_NAME = 'Autotržni';
/** The general information address (footer and contact page). */
export const INFO_EMAIL = 'info@autotrzni.hr';
