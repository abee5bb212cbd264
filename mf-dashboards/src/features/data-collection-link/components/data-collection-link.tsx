/**
 * The Data Collection tab's entry (docs/decisions.md 'Issue 15'): its content is the
 * mf-datacollection remote at /data-collection, released on its own; choosing the tab goes there,
 * carrying the tab's filters (site, line, track, segmentFrom, segmentTo, from, to) along.
 */
import { useEffect } from 'react';
import { navigate } from 'shell/kit';

export const DATA_COLLECTION_PATH = '/data-collection';

/** /data-collection with the query of /dash?tab=data-collection&… but its `tab`. */
export function dataCollectionHref(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('tab');
  const query = params.toString();
  return query ? `${DATA_COLLECTION_PATH}?${query}` : DATA_COLLECTION_PATH;
}

export function DataCollectionLink() {
  const href = dataCollectionHref(window.location.search);
  useEffect(() => navigate(href), [href]);
  return (
    <p className="gl-ui-page">
      <a href={href}>Open Data Collection</a>
    </p>
  );
}
