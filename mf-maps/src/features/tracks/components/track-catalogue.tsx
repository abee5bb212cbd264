import { useMemo } from 'react';
import { errorMessage } from 'shell/kit';
import { isMultiSite, type Access } from '@grindline/domain';
import { Notice } from '@grindline/ui/notice';
import { useSiteTracks } from '@grindline/ui/site-tracks';
import { catalogueTable } from '../utils/catalogue-table';
import { mayImportTracks } from '../utils/import-form';
import { unitsNote } from '../utils/reference-units';
import { ImportTrackForm } from './import-track-form';
import { SiteSelect } from './site-select';
import { TrackPreviewPanel } from './track-preview-panel';
import { TrackTable } from './track-table';
import '@grindline/ui/styles.css';
import './tracks.css';

export interface TrackCatalogueProps {
  access: Access;
  site: string;
  onSiteChange: (site: string) => void;
  /** Track id whose preview is shown, or null. */
  previewed: string | null;
  onPreview: (trackId: string | null) => void;
}

/**
 * The Track catalogue of a site (docs/data.md 'Track catalogue'): a site select for users who see
 * several sites, the lines and tracks with their chain ranges and import status, the preview of
 * an imported track, and the import form for super and adminMgmt.
 */
export function TrackCatalogue({ access, site, onSiteChange, previewed, onPreview }: TrackCatalogueProps) {
  const query = useSiteTracks(site);
  const table = useMemo(() => (query.data ? catalogueTable(query.data) : null), [query.data]);
  return (
    <section className="gl-ui-page">
      <h1 className="gl-ui-title">Track catalogue</h1>
      <div className="gl-maps-toolbar">
        {isMultiSite(access) && access.sites.length > 1 ? (
          <SiteSelect sites={access.sites} value={site} onChange={onSiteChange} />
        ) : (
          <p className="gl-maps-fixed-site">Site: {site}</p>
        )}
      </div>
      {query.isPending ? <p>LOADING ...</p> : null}
      {query.isError ? (
        <Notice tone="error">
          <p>Could not load the track catalogue of {site}: {errorMessage(query.error)}</p>
          <button type="button" className="gl-ui-button gl-ui-button--secondary" onClick={() => void query.refetch()}>
            Retry
          </button>
        </Notice>
      ) : null}
      {query.data && table ? (
        <>
          <p className="gl-maps-note">
            {unitsNote(table.units)} {table.summary}.
          </p>
          <TrackTable site={site} table={table} selected={previewed} onPreview={onPreview} />
          {previewed ? <TrackPreviewPanel site={site} trackId={previewed} units={table.units} onClose={() => onPreview(null)} /> : null}
          {mayImportTracks(access) ? <ImportTrackForm key={site} catalogue={query.data} units={table.units} /> : null}
        </>
      ) : null}
    </section>
  );
}
