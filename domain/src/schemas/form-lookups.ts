/**
 * The form lookups (spec 000 sections 3.9 and 7.2): query parameters the server parses and the
 * answers the forms read. Every list a form offers comes from these answers or from the domain.
 */
import { z } from 'zod';
import { isIsoDate, MAX_DATE } from '../rules/dates';
import type { ReportVariant } from '../customers/types';
import type { Same } from '../reports/shift-report-schema';

const text = (name: string, max = 100) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

const date = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`)
    .refine((d) => d <= MAX_DATE, `${name} must be on or before ${MAX_DATE}`);

/**
 * The query of a form lookup: `site` (the customer, checked against the caller's sites by the
 * route's site scope) plus the lookup's own fields.
 */
export const siteQuery = <S extends z.ZodRawShape>(shape: S) => z.object({ site: text('site', 40), ...shape });

/** ?site: the customer whose lists are asked for. */
export const lookupSiteQuerySchema = siteQuery({});

/** ?site&line: directions and chain bounds of one line. */
export const lookupLineQuerySchema = siteQuery({ line: text('line') });

/** ?site&date&grinderType: the next free shift number of a grinder on a date (nextshiftnum). */
export const nextShiftNumberQuerySchema = siteQuery({ date: date('date'), grinderType: text('grinderType', 40) });

/** ?site&shiftId: whether a shift id is already filed (validateshiftid). */
export const shiftIdExistsQuerySchema = siteQuery({
  shiftId: z.string({ error: 'shiftId is required' }).trim().regex(/^\d{13,14}$/, 'shiftId must be a shift id of 13 or 14 digits'),
});

/** ?site&line&date: the previous shift of the line before the date (autopopulate). */
export const autopopulateQuerySchema = siteQuery({ line: text('line'), date: date('date') });

/** ?site&date: the customer's last report up to the date (autofill); date defaults to today. */
export const autofillQuerySchema = siteQuery({ date: date('date').optional() });

export type LookupSiteQuery = z.output<typeof lookupSiteQuerySchema>;
export type LookupLineQuery = z.output<typeof lookupLineQuerySchema>;
export type NextShiftNumberQuery = z.output<typeof nextShiftNumberQuerySchema>;
export type ShiftIdExistsQuery = z.output<typeof shiftIdExistsQuerySchema>;
export type AutopopulateQuery = z.output<typeof autopopulateQuerySchema>;
export type AutofillQuery = z.output<typeof autofillQuerySchema>;

/** GET /api/form/customers: the customers the caller may file for and the form each files. */
export interface FormCustomer {
  id: string;
  variant: ReportVariant;
  referenceLabel: string;
  lengthUnit: 'feet' | 'meters';
}

/** GET /api/form/chain-bounds: the line's chain range in database chain and in entered units. */
export interface ChainBounds {
  line: string;
  dbMultiplier: number;
  /** Database chain (spec 000 section 9.1). */
  minChain: number;
  maxChain: number;
  /** The same bounds in the units the form enters: database chain / multiplier. */
  minEntered: number;
  maxEntered: number;
}

/**
 * GET /api/form/autopopulate (multi-step, spec 000 sections 3.9 and 4): the previous shift's
 * defaults with the shift number plus one, or `found: false` when the line has none before the date.
 */
export type AutopopulateResult =
  | { found: false }
  | {
      found: true;
      /** Shift id and date of the shift the values come from. */
      fromShiftId: string;
      fromDate: string;
      shiftNum: number;
      grinderType: string;
      stoneType: string;
      workType: string;
      grinderLoc: string;
      ARMTieUpLoc: string;
      grinderOperator: string;
      grinderOperatorNumber: string;
      ARMSupervisor: string;
      ARMSupervisorNumber: string;
      transitRep: string;
      transitRepNumber: string;
    };

/**
 * GET /api/form/autofill (generic, spec 000 sections 2.4 and 3.9): the customer's last report,
 * shift number plus one, or `found: false` when the customer has none.
 */
export type AutofillResult =
  | { found: false }
  | {
      found: true;
      fromShiftId: string;
      fromDate: string;
      line: string;
      shiftNum: number;
      shiftType: string;
      workType: string;
      grinderType: string;
      stoneType: string;
      waterLevel: string;
      fuelLevel: string;
      grinderOperator: string;
      grinderOperatorNum: string;
      armSupervisor: string;
      armSupervisorNum: string;
      transitRep: string;
      transitRepNum: string;
      armTieUp: string;
    };

// The answers, as schemas for the route contracts (contracts/reference.ts); `Same` keeps each equal
// to its interface above.

/** `{ site, <name>: string[] }`: one of a customer's lists (lines, grinders, stones, profiles). */
export const siteListSchema = <const K extends string>(name: K) =>
  z.object({ site: z.string() }).extend({ [name]: z.array(z.string()) } as { [P in K]: z.ZodArray<z.ZodString> });

export const formCustomerSchema = z.object({
  id: z.string(),
  variant: z.enum(['standard', 'skytrain', 'bart', 'nyct']),
  referenceLabel: z.string(),
  lengthUnit: z.enum(['feet', 'meters']),
});

export const formDirectionsSchema = z.object({
  line: z.string(),
  directions: z.array(z.object({ direction: z.string(), trackId: z.string() })),
});

export const chainBoundsSchema = z.object({
  line: z.string(),
  dbMultiplier: z.number(),
  minChain: z.number(),
  maxChain: z.number(),
  minEntered: z.number(),
  maxEntered: z.number(),
});

const notFound = z.object({ found: z.literal(false) });

export const autopopulateResultSchema = z.discriminatedUnion('found', [
  notFound,
  z.object({
    found: z.literal(true),
    fromShiftId: z.string(),
    fromDate: z.string(),
    shiftNum: z.number(),
    grinderType: z.string(),
    stoneType: z.string(),
    workType: z.string(),
    grinderLoc: z.string(),
    ARMTieUpLoc: z.string(),
    grinderOperator: z.string(),
    grinderOperatorNumber: z.string(),
    ARMSupervisor: z.string(),
    ARMSupervisorNumber: z.string(),
    transitRep: z.string(),
    transitRepNumber: z.string(),
  }),
]);

export const autofillResultSchema = z.discriminatedUnion('found', [
  notFound,
  z.object({
    found: z.literal(true),
    fromShiftId: z.string(),
    fromDate: z.string(),
    line: z.string(),
    shiftNum: z.number(),
    shiftType: z.string(),
    workType: z.string(),
    grinderType: z.string(),
    stoneType: z.string(),
    waterLevel: z.string(),
    fuelLevel: z.string(),
    grinderOperator: z.string(),
    grinderOperatorNum: z.string(),
    armSupervisor: z.string(),
    armSupervisorNum: z.string(),
    transitRep: z.string(),
    transitRepNum: z.string(),
    armTieUp: z.string(),
  }),
]);

type FormLookupSchemasMatch = [
  Same<z.output<typeof formCustomerSchema>, FormCustomer>,
  Same<z.output<typeof chainBoundsSchema>, ChainBounds>,
  Same<z.output<typeof autopopulateResultSchema>, AutopopulateResult>,
  Same<z.output<typeof autofillResultSchema>, AutofillResult>,
];
const formLookupSchemasMatch: FormLookupSchemasMatch = [true, true, true, true];
void formLookupSchemasMatch;
