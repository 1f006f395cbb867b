/**
 * Seller profiles: GET/PUT /api/dealer/profile (the seller's own; saving it the first time makes
 * the account a dealer) and GET /api/dealers/:id (the public page /dealer/{id} with the active listings).
 * Field messages are English; the PWA shows its own text per field and problem.
 */
import { z } from 'zod';
import { freeText } from './free-text';
import { carSchema } from './car';
import { COUNTRIES } from './catalog/countries';
import { MAX_RANGES_PER_DAY, WEEKDAYS, emptyWeeklyHours, hasOpenings, type WeeklyHours } from './opening-hours';
import { openingHoursSchema } from './site-info';
import { normaliseTaxId, taxIdProblem } from './tax-id';

export const SELLER_KINDS = ['business', 'private'] as const;
export type SellerKind = (typeof SELLER_KINDS)[number];

/** Public seller ids: 12 URL-safe characters (not the account id, which stays private). */
export const SELLER_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;
export const sellerIdParamSchema = z.string().regex(SELLER_ID_PATTERN, 'Not a seller id');

export const SELLER_PROFILE_LIMITS = {
  name: 120,
  address: 200,
  city: 80,
  postalCode: 12,
  phone: 40,
  email: 254,
} as const;

export const SELLER_MESSAGES = {
  taxIdRequired: 'Businesses give their OIB or EU VAT number',
  oibCheckDigit: 'This OIB’s check digit is wrong (check the 11 digits)',
  vatFormat: 'This is not a valid VAT number for that country',
  vatCountry: 'A VAT number starts with an EU country code such as HR, DE or AT',
  taxIdFormat: 'Give an 11-digit OIB or an EU VAT number such as ATU12345678',
  hoursRequired: 'Businesses give their opening hours (at least one day)',
  hoursOverlap: 'The openings of a day must follow one another (a break between them)',
  phone: 'Give a phone number such as +385 1 234 5678',
  notSeller: 'Set up your seller profile first.',
  suspended: 'Your seller account is suspended. Please contact us.',
  sellerNotFound: 'There is no such seller.',
} as const;

export const SELLER_ERROR_CODES = {
  /** 409 on dealer writes: the account has no seller profile yet. */
  noProfile: 'seller_profile_missing',
  /** 403 on dealer writes: an admin suspended the seller. */
  suspended: 'seller_suspended',
} as const;

const dayRangesSchema = z
  .array(openingHoursSchema)
  .max(MAX_RANGES_PER_DAY)
  .refine(
    (ranges) => ranges.every((range, index) => index === 0 || ranges[index - 1]!.closes < range.opens),
    SELLER_MESSAGES.hoursOverlap,
  );

export const weeklyHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRangesSchema])) as Record<
    (typeof WEEKDAYS)[number],
    typeof dayRangesSchema
  >,
);

const PHONE_PATTERN = /^\+?[0-9][0-9 ()/-]{5,38}$/;

/** Body of PUT /api/dealer/profile. */
export const sellerProfileInputSchema = z
  .strictObject({
    kind: z.enum(SELLER_KINDS),
    name: freeText().trim().min(2).max(SELLER_PROFILE_LIMITS.name),
    address: freeText().trim().min(3).max(SELLER_PROFILE_LIMITS.address),
    city: freeText().trim().min(2).max(SELLER_PROFILE_LIMITS.city),
    postalCode: z.string().trim().max(SELLER_PROFILE_LIMITS.postalCode).default(''),
    countryId: z
      .number()
      .int()
      .refine((id) => COUNTRIES.some((country) => country.id === id), 'Must be an EU country'),
    phone: z.string().trim().regex(PHONE_PATTERN, SELLER_MESSAGES.phone),
    /** The public contact address (may differ from the account's). */
    email: z
      .union([z.email().max(SELLER_PROFILE_LIMITS.email), z.literal('').transform(() => null), z.null()])
      .default(null),
    /** OIB or EU VAT number; businesses only (a private seller's is dropped). */
    taxId: z.string().trim().max(20).nullable().default(null),
    /** Businesses only; a private seller's are dropped. */
    openingHours: weeklyHoursSchema.default(emptyWeeklyHours),
  })
  .transform((profile, ctx) => {
    if (profile.kind === 'private') return { ...profile, taxId: null, openingHours: emptyWeeklyHours() };
    const taxId = profile.taxId ? normaliseTaxId(profile.taxId) : '';
    if (!taxId) ctx.addIssue({ code: 'custom', path: ['taxId'], message: SELLER_MESSAGES.taxIdRequired });
    else {
      const problem = taxIdProblem(taxId);
      if (problem) {
        const message = {
          oib_check_digit: SELLER_MESSAGES.oibCheckDigit,
          vat_format: SELLER_MESSAGES.vatFormat,
          vat_country: SELLER_MESSAGES.vatCountry,
          format: SELLER_MESSAGES.taxIdFormat,
        }[problem];
        ctx.addIssue({ code: 'custom', path: ['taxId'], message });
      }
    }
    if (!hasOpenings(profile.openingHours))
      ctx.addIssue({ code: 'custom', path: ['openingHours'], message: SELLER_MESSAGES.hoursRequired });
    return { ...profile, taxId: taxId || null };
  });
export type SellerProfileInput = z.input<typeof sellerProfileInputSchema>;
export type SellerProfileFields = z.output<typeof sellerProfileInputSchema>;

/** GET/PUT /api/dealer/profile: the seller's own profile. */
export interface SellerProfile extends SellerProfileFields {
  /** The public id (/dealer/{id}). */
  id: string;
  suspended: boolean;
  /** A premium_dealer account: a badge on the profile and the listings. */
  premium: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/dealers/:id: what buyers see of a seller, with the active listings (paged). */
export const publicSellerSchema = z.object({
  id: z.string(),
  kind: z.enum(SELLER_KINDS),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  countryId: z.number().int(),
  phone: z.string(),
  email: z.string().nullable(),
  premium: z.boolean(),
  openingHours: weeklyHoursSchema,
  /** From `hoursComputedAt` (midnight in Zagreb) for OPEN_INTERVAL_DAYS days; absent without hours. */
  openIntervals: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
  hoursComputedAt: z.string().optional(),
  cars: z.array(carSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PublicSeller = z.infer<typeof publicSellerSchema>;

export const SELLER_PAGE_SIZE = 12;
export const publicSellerQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** GET /api/admin/sellers: the admin's list of sellers (newest first), optionally by words of the name or city. */
export const ADMIN_SELLERS_LIMIT = 200;
export const adminSellersQuerySchema = z.strictObject({ q: z.string().trim().max(100).optional() });
export interface AdminSellerList {
  sellers: SellerProfile[];
}

/** PUT /api/admin/sellers/:id/suspension. */
export const sellerSuspensionSchema = z.strictObject({ suspended: z.boolean() });

export type { WeeklyHours };
