/**
 * What each report mail says (spec 000 sections 1 and 7.5): subject, HTML and plain text. Pure.
 * Every value from a report is escaped in the HTML: comments and names are typed by users.
 */
import { countOf, formatFigure, formatReference, lineLabel, referenceSuffix, reportRecordsShiftType, siteLengthSymbol, type MailKind, type ShiftReport } from '@grindline/domain';

/** The cid of the inline map picture. */
export const MAP_CID = 'map@grindline';

/** How many photo thumbnails a report mail carries inline; the rest are seen in the app. */
export const MAIL_PHOTO_THUMBS = 3;

/** The cid of the n-th inline photo thumbnail (0-based). */
export const photoCid = (n: number): string => `photo-${n + 1}@grindline`;

/** Where a report is seen in the app (the report's history page: every version, its photos). */
export const reportPagePath = (shiftId: string): string => `/grind-reports/history/${encodeURIComponent(shiftId)}`;

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export interface MailContext {
  kind: MailKind;
  report: ShiftReport;
  /** The map is attached inline when drawn; otherwise this says why not (e.g. 'No map available for S'). */
  map: { attached: true } | { attached: false; message: string };
  /**
   * The report's photos (issue 28): how many, the thumbnails sent inline (by cid, at most
   * {@link MAIL_PHOTO_THUMBS}), and the link to the report in the app, when the filing's origin is known.
   */
  photos?: { count: number; thumbs: Array<{ cid: string; caption?: string; fileName: string }>; reportUrl?: string };
  /** NYCT mail: the report was edited (spec 000 section 7.5 nyct {values, edit, emails}). */
  edit?: boolean;
}

const TITLES: Record<MailKind, string> = {
  internal: 'Internal grind report',
  external: 'Grind report',
  skytrain: 'SkyTrain grind report',
  nyct: 'NYCT grind shift report',
};

function fields(ctx: MailContext): Array<[string, string]> {
  const r = ctx.report;
  const unit = siteLengthSymbol(r.site);
  const rows: Array<[string, string | number | undefined]> = [
    ['Shift id', r.shiftId],
    ['Site', r.site],
    ['Date', r.date],
    ['Line', r.line],
    ['Grinder', r.grinderType],
    ['Person in charge', r.grinderOperator],
    // Not where the form asks none (BART, NYCT and the second flow store 'R-Regular': decisions §77, §79).
    ['Shift type', reportRecordsShiftType(r) ? r.shiftType : undefined],
    ['Start / stop', r.startTime && r.stopTime ? `${r.startTime} – ${r.stopTime}` : undefined],
    ['Available track time', r.availableTrackTime],
    ['Stone', r.stoneType],
    ['Pass length', `${formatFigure(r.passFeet)} ${unit}`],
    ['Length complete', `${formatFigure(r.feetComp)} ${unit}`],
    ['Length incomplete', `${formatFigure(r.feetIncomp)} ${unit}`],
    ['Comments', r.comments || undefined],
    // Internal comments never leave the office.
    ['Internal comments', ctx.kind === 'internal' ? r.commentsInt || undefined : undefined],
  ];
  return rows.filter((row): row is [string, string | number] => row[1] !== undefined && row[1] !== '').map(([k, v]) => [k, String(v)]);
}

/** The grind data's heads, the ends in the site's reference and the length with its unit: 'From (Mile Post)', 'Length (ft)'. */
const rangeHeads = (site: string) => ['Track', `From${referenceSuffix(site)}`, `To${referenceSuffix(site)}`, `Length (${siteLengthSymbol(site)})`, 'Passes L/R', 'Complete'];
/** A range's cells, its ends as the site writes them (NYCT '310 + 40'). */
const rangeCells = (site: string, r: ShiftReport['ranges'][number]) => [r.trackId, formatReference(site, r.from), formatReference(site, r.to), formatFigure(r.length), `${r.passesLeft} / ${r.passesRight}`, r.complete ? 'Yes' : 'No'];

/** The subject, HTML and text of one mail of a report. */
export function mailContent(ctx: MailContext): MailContent {
  const r = ctx.report;
  const edited = ctx.kind === 'nyct' && ctx.edit ? 'EDITED ' : '';
  const subject = `${edited}${TITLES[ctx.kind]}: ${r.site} ${lineLabel(r.site, r.line)}, ${r.date}, shift ${r.shiftId}`;
  const f = fields(ctx);
  const heads = rangeHeads(r.site);
  const th = 'style="text-align:left;padding:4px 8px;background:#1e3a5f;color:#fff"';
  const td = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const html = [
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111">`,
    `<h2>${escapeHtml(edited + TITLES[ctx.kind])}</h2>`,
    edited ? `<p><strong>This report was edited; it replaces the one sent before.</strong></p>` : '',
    `<table style="border-collapse:collapse">${f.map(([k, v]) => `<tr><th ${th}>${escapeHtml(k)}</th><td ${td}>${escapeHtml(v)}</td></tr>`).join('')}</table>`,
    r.ranges.length
      ? `<h3>Grind data</h3><table style="border-collapse:collapse"><tr>${heads.map((h) => `<th ${th}>${escapeHtml(h)}</th>`).join('')}</tr>${r.ranges
          .map((range) => `<tr>${rangeCells(r.site, range).map((c) => `<td ${td}>${escapeHtml(c)}</td>`).join('')}</tr>`)
          .join('')}</table>`
      : '<p>No grind data (not a regular shift).</p>',
    ctx.map.attached
      ? `<h3>Map</h3><img src="cid:${MAP_CID}" width="800" height="560" alt="Map of the ranges ground" style="max-width:100%;height:auto">`
      : `<p>${escapeHtml(ctx.map.message)}</p>`,
    photosHtml(ctx.photos),
    `</body></html>`,
  ].join('');
  const text = [
    `${edited}${TITLES[ctx.kind]}`,
    edited ? 'This report was edited; it replaces the one sent before.' : '',
    '',
    ...f.map(([k, v]) => `${k}: ${v}`),
    '',
    r.ranges.length ? 'Grind data:' : 'No grind data (not a regular shift).',
    ...r.ranges.map((range) => `  ${rangeCells(r.site, range).map((c, i) => `${heads[i]} ${c}`).join(', ')}`),
    '',
    ctx.map.attached ? 'The map is in the HTML part of this mail.' : ctx.map.message,
    ...photosText(ctx.photos),
  ].join('\n');
  return { subject, html, text };
}

const plural = (n: number) => countOf(n, 'photo');

/** The photos part of the HTML: the inline thumbnails with their captions, and the link to the report. */
function photosHtml(photos: MailContext['photos']): string {
  if (!photos || photos.count === 0) return '';
  const figures = photos.thumbs
    .map((t) => `<td style="padding:4px;vertical-align:top"><img src="cid:${t.cid}" alt="${escapeHtml(t.caption ?? t.fileName)}" style="max-width:240px;height:auto;display:block"><div style="font-size:12px;color:#444">${escapeHtml(t.caption ?? t.fileName)}</div></td>`)
    .join('');
  const more = photos.count > photos.thumbs.length ? ` (${photos.thumbs.length} shown here)` : '';
  const link = photos.reportUrl ? ` <a href="${escapeHtml(photos.reportUrl)}">See them with the report</a>.` : '';
  return `<h3>Photos</h3><p>${plural(photos.count)}${more}.${link}</p>${figures ? `<table><tr>${figures}</tr></table>` : ''}`;
}

function photosText(photos: MailContext['photos']): string[] {
  if (!photos || photos.count === 0) return [];
  return ['', `${plural(photos.count)}${photos.reportUrl ? `: ${photos.reportUrl}` : ' (see the report in Grindline)'}`, ...photos.thumbs.map((t) => `  ${t.caption ?? t.fileName}`)];
}
