/**
 * Key prefixes of the bucket (docs/data-model.md 'Bucket'): each writer owns one, and its
 * Lambda's IAM policy is limited to it (infra/src/route-access.ts).
 */

/** The weekly NYCT report PDFs: `reports/nyct-weekly/<week>/<hash of data>.pdf`. */
export const NYCT_PDF_PREFIX = 'reports/nyct-weekly/';

/** The map pictures: `maps/<hash of the normalised inputs>.png` (functions/src/maps/map-image.ts). */
export const MAP_PICTURE_PREFIX = 'maps/';

/**
 * CAT rail files uploaded straight from the browser by a presigned PUT:
 * `cat/uploads/<fileId>/<file name>`. The upload route may only sign PUTs here; the processing
 * function only reads (and deletes an oversized object) here.
 */
export const CAT_UPLOAD_PREFIX = 'cat/uploads/';

/** The monthly report PDFs of the Report Generator: `reports/monthly/<site>/<hash of data>.pdf`. */
export const MONTHLY_PDF_PREFIX = 'reports/monthly/';

/**
 * Photos of shift reports (issue 28), uploaded straight from the device by a presigned PUT:
 * `photos/<site>/<submissionId>/<photoId>.<ext>` (domain photoKey). The filing routes only check
 * them (HeadObject); report-photos signs GETs of them.
 */
export const PHOTO_PREFIX = 'photos/';

/** The thumbnails the photo-thumbs function makes on upload: `photo-thumbs/<site>/<submissionId>/<photoId>.jpg`. */
export const PHOTO_THUMB_PREFIX = 'photo-thumbs/';
/** The monthly quantities statements (issue 29): `reports/statements/<site>/<month>/<hash of data>.pdf`. */
export const STATEMENT_PDF_PREFIX = 'reports/statements/';
