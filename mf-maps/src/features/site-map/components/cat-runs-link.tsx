import { canReach } from '@grindline/domain';
import type { MouseEvent } from 'react';
import { navigate, useUser } from 'shell/kit';
import { useCoveringRunCount } from '../api/get-covering-runs';
import { coveringRunsHref, coveringRunsText, DATA_COLLECTION_PATH } from '../utils/cat-runs';
import type { GroundSegment } from '../utils/layer-model';
import './cat-runs-link.css';

/**
 * In a ground segment's info window: how many CAT runs cover the segment, linking to them in the
 * Data Collection tab (the before/after evidence). Only for the roles that may open that tab
 * (adminMgmt, super, adminReadOnly); others see nothing, and the list API refuses them anyway.
 */
export function CatRunsLink({ segment }: { segment: GroundSegment }) {
  const user = useUser();
  const allowed = !!user && canReach(DATA_COLLECTION_PATH, user.access);
  const count = useCoveringRunCount(segment, allowed);
  if (!allowed) return null;
  const href = coveringRunsHref(segment);
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    // The tab lives in another micro-frontend: navigate through the shell.
    e.preventDefault();
    navigate(href);
  };
  if (count.isPending) return <p className="gl-map-info__runs" role="status">Looking for CAT runs…</p>;
  if (count.data === 0) return <p className="gl-map-info__runs">{coveringRunsText(0)}</p>;
  return (
    <p className="gl-map-info__runs">
      <a href={href} onClick={open}>
        {coveringRunsText(count.data)}
      </a>
    </p>
  );
}
