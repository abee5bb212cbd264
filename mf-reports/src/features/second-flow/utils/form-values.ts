/**
 * The SOUNDTRANSIT/NCTD flow's values and conversions (spec 000 sections 2.3, 3.4 and 5.3). The
 * form holds text; each card's length is computed from its ends (the customer's length
 * multiplier) and never typed; the domain's secondFlowFilingSchema validates and converts.
 */
import {
  COMPLETE_STATUSES,
  grindLength,
  secondFlowFilingSchema,
  type SecondFlowFiling,
  type ShiftReport,
} from '@grindline/domain';
import { firstIssue, type FirstIssue } from '../../../lib/form-kit/first-issue';

export const CARD_FIELDS = ['segmentFrom', 'segmentTo', 'curve', 'leftRailPasses', 'rightRailPasses', 'completed', 'direction', 'leftRailProfile', 'rightRailProfile'] as const;
export type CardValues = Record<(typeof CARD_FIELDS)[number], string>;
export interface SecondFlowValues {
  customer: string;
  date: string;
  line: string;
  grinderType: string;
  grinds: CardValues[];
}

/** A new card: complete, direction left for the line's first option (set when the line is known). */
export function newCard(direction = ''): CardValues {
  return { segmentFrom: '', segmentTo: '', curve: '', leftRailPasses: '', rightRailPasses: '', completed: COMPLETE_STATUSES[0], direction, leftRailProfile: '', rightRailProfile: '' };
}

/** An empty report of `customer` with one card. */
export function defaultValues(customer: string): SecondFlowValues {
  return { customer, date: '', line: '', grinderType: '', grinds: [newCard()] };
}

/** The card's length, '' until both ends are numbers (rounded |to - from| x length multiplier). */
export function cardLength(customer: string, card: Pick<CardValues, 'segmentFrom' | 'segmentTo'>): string {
  if (!customer || card.segmentFrom.trim() === '' || card.segmentTo.trim() === '') return '';
  const from = Number(card.segmentFrom);
  const to = Number(card.segmentTo);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return '';
  try {
    return String(grindLength(customer, from, to));
  } catch {
    return '';
  }
}

const withLengths = (v: SecondFlowValues) => ({ ...v, grinds: v.grinds.map((g) => ({ ...g, length: cardLength(v.customer, g) })) });

/** Only the first error, as the flow shows it (spec 000 section 5.3); undefined when valid. */
export function validate(values: SecondFlowValues): FirstIssue | undefined {
  const result = secondFlowFilingSchema.safeParse(withLengths(values));
  return result.success ? undefined : firstIssue(result.error);
}

/** The request of valid values (lengths computed); throws the schema's error otherwise. */
export function toRequest(values: SecondFlowValues): SecondFlowFiling {
  return secondFlowFilingSchema.parse(withLengths(values));
}

/** The form values of a stored report of this flow. */
export function toFormValues(report: ShiftReport): SecondFlowValues {
  return {
    customer: report.site,
    date: report.date,
    line: report.line,
    grinderType: report.grinderType,
    grinds: report.ranges.map((r) => ({
      segmentFrom: String(r.from),
      segmentTo: String(r.to),
      curve: r.segmentNum ?? '',
      leftRailPasses: String(r.passesLeft),
      rightRailPasses: String(r.passesRight),
      completed: r.complete ? 'complete' : 'incomplete',
      direction: r.direction,
      leftRailProfile: r.profileLeft ?? '',
      rightRailProfile: r.profileRight ?? '',
    })),
  };
}
