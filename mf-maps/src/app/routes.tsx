import { canReach } from '@grindline/domain';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useUser } from 'shell/kit';
import { Notice } from '@grindline/ui/notice';
import { lazyNamed, PageSuspense } from '@grindline/ui/lazy-page';
import { preloadMapEngine } from '../features/site-map/components/map-engine';
import { usePrefetchSiteMap } from '../features/site-map/hooks/use-prefetch-site-map';
import '@grindline/ui/styles.css';

// Each screen is a chunk of its own, fetched with its route (docs/decisions.md §50): the Track
// catalogue does not bring the map screen, nor the map screen the importers.
const MeasurementImport = lazyNamed(() => import('../features/measurements/components/measurement-import'), 'MeasurementImport');
// The map screen's chunk and the map engine (MapLibre, its worker) are fetched together: it
// draws unless a Google key is configured, and is Google's fallback anyway (decisions §58).
const SiteMapScreen = lazyNamed(() => {
  preloadMapEngine();
  return import('../features/site-map/components/site-map-screen');
}, 'SiteMapScreen');
const TrackCatalogue = lazyNamed(() => import('../features/tracks/components/track-catalogue'), 'TrackCatalogue');

function Message({ children }: { children: string }) {
  return (
    <div className="gl-ui-page">
      <Notice tone="info">
        <p>{children}</p>
      </Notice>
    </div>
  );
}

/** The map of a site the user may open, its first requests started before its chunk has arrived. */
function OpenSiteMap({ site, canImport }: { site: string; canImport: boolean }) {
  usePrefetchSiteMap(site);
  return <SiteMapScreen key={site} site={site} canImport={canImport} />;
}

/** '/': a plain site user's home, their own site's map (spec 002 section 2, homeFor). */
function HomePage() {
  const user = useUser();
  if (!user) return null;
  const site = user.access.site;
  if (!site || !canReach(`/maps/${encodeURIComponent(site)}`, user.access)) return <Message>There is no map for this account.</Message>;
  return <OpenSiteMap site={site} canImport={canReach(`/maps/${encodeURIComponent(site)}/measurements`, user.access)} />;
}

/** /maps/{site}: the map of a site the user may open. */
function SiteMapPage() {
  const user = useUser();
  const site = useParams().site ?? '';
  if (!user) return null;
  if (!canReach(`/maps/${encodeURIComponent(site)}`, user.access)) return <Message>{`You may not open the map of ${site}.`}</Message>;
  return <OpenSiteMap key={site} site={site} canImport={canReach(`/maps/${encodeURIComponent(site)}/measurements`, user.access)} />;
}

/** /maps/{site}/measurements: measurement imports (super, adminMgmt). */
function MeasurementsPage() {
  const user = useUser();
  const site = useParams().site ?? '';
  if (!user) return null;
  if (!canReach(`/maps/${encodeURIComponent(site)}/measurements`, user.access)) {
    return <Message>{`You may not import measurements of ${site}.`}</Message>;
  }
  return <MeasurementImport site={site} />;
}

/** /maps/{site}/tracks: the Track catalogue; the site is in the path, the previewed track in ?track=. */
function TracksPage() {
  const user = useUser();
  const site = useParams().site ?? '';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  if (!canReach(`/maps/${encodeURIComponent(site)}/tracks`, user.access)) {
    return <Message>{`You may not open the track catalogue of ${site}.`}</Message>;
  }
  const preview = (trackId: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (trackId) next.set('track', trackId);
      else next.delete('track');
      return next;
    });
  return (
    <TrackCatalogue
      access={user.access}
      site={site}
      onSiteChange={(next) => navigate(`/maps/${encodeURIComponent(next)}/tracks`)}
      previewed={params.get('track')}
      onPreview={preview}
    />
  );
}

/** Routes of the maps remote: '/' (plain users' home), /maps/{site}, /maps/{site}/tracks and /maps/{site}/measurements. */
export function AppRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/maps/:site" element={<SiteMapPage />} />
        <Route path="/maps/:site/tracks" element={<TracksPage />} />
        <Route path="/maps/:site/measurements" element={<MeasurementsPage />} />
        <Route path="*" element={<Message>There is no maps page at this address.</Message>} />
      </Routes>
    </PageSuspense>
  );
}
