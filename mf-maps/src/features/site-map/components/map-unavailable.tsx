import { Link } from 'react-router-dom';
import { Notice } from '../../../components/ui/notice';
import '../../../components/ui/ui.css';

/**
 * What /maps/{site} and a plain user's home show until the map screens exist (a later issue):
 * an honest notice, no imitation of a map, and the way to the site's Track catalogue.
 */
export function MapUnavailable({ site }: { site: string }) {
  return (
    <section className="gl-maps-root">
      <h1 className="gl-maps-title">{site} map</h1>
      <Notice tone="info">
        <p>The {site} map is not available in this version.</p>
        <p>
          The lines and tracks of {site} are in its <Link to={`/maps/${encodeURIComponent(site)}/tracks`}>Track catalogue</Link>.
        </p>
      </Notice>
    </section>
  );
}
