/**
 * The Data Collection tab's entry (docs/decisions.md 'Issue 15'): its content is the
 * mf-datacollection remote at /data-collection, released on its own; choosing the tab goes there.
 */
import { useEffect } from 'react';
import { navigate } from 'shell/kit';

export const DATA_COLLECTION_PATH = '/data-collection';

export function DataCollectionLink() {
  useEffect(() => navigate(DATA_COLLECTION_PATH), []);
  return (
    <p className="gl-ui-page">
      <a href={DATA_COLLECTION_PATH}>Open Data Collection</a>
    </p>
  );
}
