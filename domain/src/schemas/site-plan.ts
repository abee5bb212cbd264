/**
 * Site plans (spec 001 section 2.7: phases 1 and 2 of a site's project, the tracks and dates each
 * covers, and the project goal): the body of PUT /api/dashboard/site-plans/{site}, and the plan
 * screen's form values with their schema, defaults and conversion to that body.
 */
import { z } from 'zod';
import { isCustomerId } from '../customers/customer-ids';
import { fromDbChain } from '../rules/chain';
import { isIsoDate, MAX_DATE } from '../rules/dates';
import { grindLength } from '../rules/lengths';
import type { SitePlan } from '../dashboards/figures';

const isoDate = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .refine(isIsoDate, `${name} must be a date written YYYY-MM-DD`)
    .refine((d) => d <= MAX_DATE, `${name} must be on or before ${MAX_DATE}`);

const trackSchema = z.object({
  trackId: z.string({ error: 'trackId is required' }).trim().min(1, 'trackId is required').max(64, 'trackId must be at most 64 characters'),
  line: z.string({ error: 'line is required' }).trim().min(1, 'line is required').max(64, 'line must be at most 64 characters'),
  lengthFeet: z.number({ error: 'lengthFeet must be a number' }).finite('lengthFeet must be a number').positive('lengthFeet must be more than 0').max(10_000_000, 'lengthFeet must be at most 10000000'),
});

const phaseSchema = z
  .object({
    phase: z.union([z.literal(1), z.literal(2)], { error: 'phase must be 1 or 2' }),
    startDate: isoDate('startDate'),
    endDate: isoDate('endDate'),
    tracks: z.array(trackSchema, { error: 'tracks must be a list' }).min(1, 'tracks must name at least one track').max(200, 'tracks must have at most 200 entries'),
  })
  .refine((p) => p.startDate <= p.endDate, { message: 'startDate must be on or before endDate', path: ['startDate'] });

/** Body of PUT /api/dashboard/site-plans/{site}. Lengths are in the site's length unit (feet, or metres for metric sites). */
export const sitePlanBodySchema = z
  .object({
    goalFeet: z.number({ error: 'goalFeet must be a number or null' }).finite('goalFeet must be a number').positive('goalFeet must be more than 0').nullable(),
    phases: z.array(phaseSchema, { error: 'phases must be a list' }).max(2, 'phases must have at most 2 entries'),
  })
  .refine((b) => new Set(b.phases.map((p) => p.phase)).size === b.phases.length, { message: 'phases must not repeat a phase number', path: ['phases'] });
export type SitePlanBody = z.output<typeof sitePlanBodySchema>;

/** A track of the catalogue the plan screen offers, with its length. */
export interface PlanCandidate {
  trackId: string;
  line: string;
  lengthFeet: number;
}

/** The plan screen's values: strings as the inputs hold them. */
export interface SitePlanFormValues {
  goal: string;
  phases: Array<{
    phase: 1 | 2;
    included: boolean;
    startDate: string;
    endDate: string;
    tracks: Array<{ trackId: string; line: string; selected: boolean; length: string }>;
  }>;
}

const PHASES = [1, 2] as const;
const MAX_LENGTH = 10_000_000;
const number = (s: string): number | null => (s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s));

/** The candidate tracks of a site's catalogue (GET /api/reference/tracks), one per track id, with its chain length. */
export function catalogueCandidates(site: string, lines: ReadonlyArray<{ name: string; directions: ReadonlyArray<{ trackId: string; minChain: number; maxChain: number }> }>): PlanCandidate[] {
  const seen = new Set<string>();
  const out: PlanCandidate[] = [];
  for (const line of lines) {
    for (const d of line.directions) {
      if (seen.has(d.trackId)) continue;
      seen.add(d.trackId);
      out.push({ trackId: d.trackId, line: line.name, lengthFeet: Math.round(grindLength(site, fromDbChain(site, d.minChain), fromDbChain(site, d.maxChain))) });
    }
  }
  return out;
}

/**
 * The form's first values: the plan's phases (a phase the plan lacks starts unticked), and in
 * each phase every candidate track and every track of the plan, ticked when the phase holds it,
 * with the plan's length or else the catalogue's.
 */
export function sitePlanDefaultValues(plan: SitePlan | null, candidates: readonly PlanCandidate[]): SitePlanFormValues {
  return {
    goal: plan?.goalFeet == null ? '' : String(plan.goalFeet),
    phases: PHASES.map((n) => {
      const phase = plan?.phases.find((p) => p.phase === n);
      const inPhase = new Map((phase?.tracks ?? []).map((t) => [t.trackId, t]));
      const all = [...candidates, ...(plan?.phases.flatMap((p) => p.tracks) ?? [])];
      const ids = [...new Set(all.map((t) => t.trackId))];
      return {
        phase: n,
        included: phase !== undefined,
        startDate: phase?.startDate ?? '',
        endDate: phase?.endDate ?? '',
        tracks: ids.map((trackId) => {
          const known = inPhase.get(trackId) ?? all.find((t) => t.trackId === trackId)!;
          return { trackId, line: known.line, selected: inPhase.has(trackId), length: String(known.lengthFeet) };
        }),
      };
    }),
  };
}

/** The screen's checks, each message naming its field; a phase left out is not checked. */
export const sitePlanFormSchema = z
  .object({
    goal: z.string(),
    phases: z.array(
      z.object({
        phase: z.union([z.literal(1), z.literal(2)]),
        included: z.boolean(),
        startDate: z.string(),
        endDate: z.string(),
        tracks: z.array(z.object({ trackId: z.string(), line: z.string(), selected: z.boolean(), length: z.string() })),
      }),
    ),
  })
  .superRefine((v, ctx) => {
    const goal = number(v.goal);
    if (v.goal.trim() !== '' && (goal === null || goal <= 0 || goal > MAX_LENGTH)) ctx.addIssue({ code: 'custom', path: ['goal'], message: `Project goal must be a number more than 0 and at most ${MAX_LENGTH}, or empty` });
    v.phases.forEach((p, i) => {
      if (!p.included) return;
      const name = `Phase ${p.phase}`;
      for (const key of ['startDate', 'endDate'] as const) {
        const label = `${name} ${key === 'startDate' ? 'start' : 'end'} date`;
        if (p[key].trim() === '') ctx.addIssue({ code: 'custom', path: ['phases', i, key], message: `${label} is required` });
        else if (!isIsoDate(p[key])) ctx.addIssue({ code: 'custom', path: ['phases', i, key], message: `${label} must be a date written YYYY-MM-DD` });
        else if (p[key] > MAX_DATE) ctx.addIssue({ code: 'custom', path: ['phases', i, key], message: `${label} must be on or before ${MAX_DATE}` });
      }
      if (isIsoDate(p.startDate) && isIsoDate(p.endDate) && p.startDate > p.endDate) ctx.addIssue({ code: 'custom', path: ['phases', i, 'startDate'], message: `${name} start date must be on or before its end date` });
      if (!p.tracks.some((t) => t.selected)) ctx.addIssue({ code: 'custom', path: ['phases', i, 'tracks'], message: `${name} needs at least one track` });
      p.tracks.forEach((t, j) => {
        const n = number(t.length);
        if (t.selected && (n === null || n <= 0 || n > MAX_LENGTH)) ctx.addIssue({ code: 'custom', path: ['phases', i, 'tracks', j, 'length'], message: `${name} length of ${t.trackId} must be a number more than 0 and at most ${MAX_LENGTH}` });
      });
    });
  });

/** The PUT body of valid form values: the ticked phases and, in each, the ticked tracks. */
export function sitePlanToRequest(v: SitePlanFormValues): SitePlanBody {
  return {
    goalFeet: number(v.goal),
    phases: v.phases
      .filter((p) => p.included)
      .map((p) => ({
        phase: p.phase,
        startDate: p.startDate.trim(),
        endDate: p.endDate.trim(),
        tracks: p.tracks.filter((t) => t.selected).map((t) => ({ trackId: t.trackId, line: t.line, lengthFeet: Number(t.length) })),
      })),
  };
}

const SITE_NOT_CUSTOMER = 'site must be a customer id such as BART';

/** The `{site}` path parameter of PUT /api/dashboard/site-plans/{site}: one customer id. */
export const sitePlanParamsSchema = z.object({
  site: z.string({ error: SITE_NOT_CUSTOMER }).refine((site) => isCustomerId(site), SITE_NOT_CUSTOMER),
});
