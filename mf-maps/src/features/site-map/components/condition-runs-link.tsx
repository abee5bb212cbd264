import { canReach } from '@grindline/domain';
import type { MouseEvent } from 'react';
import { navigate, useUser } from 'shell/kit';
import { DATA_COLLECTION_PATH } from '../utils/cat-runs';

/**
 * In a Rail Condition segment's info window: the Data Collection tab filtered to the segment's
 * runs, for the roles that may open that tab (canReach, as the shell's menu decides); others see
 * no link (the list route refuses them anyway).
 */
export function ConditionRunsLink({ query, count }: { query: string; count: number }) {
  const user = useUser();
  if (!user || !canReach(DATA_COLLECTION_PATH, user.access)) return null;
  const href = `${DATA_COLLECTION_PATH}?${query}`;
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    // The tab lives in another micro-frontend: navigate through the shell.
    e.preventDefault();
    navigate(href);
  };
  return (
    <p className="gl-map-info__runs">
      <a href={href} onClick={open}>
        {count === 1 ? 'Open this run in Data Collection' : `Open these ${count} runs in Data Collection`}
      </a>
    </p>
  );
}
