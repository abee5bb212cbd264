import { canReach } from '@grindline/domain';
import { Notice } from '@grindline/ui/notice';
import { lazyNamed } from '@grindline/ui/lazy-page';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { navigate, useUser } from 'shell/kit';
import '@grindline/ui/styles.css';
import './data-collection.css';

function Loading() {
  return <p>LOADING ...</p>;
}

// Highcharts comes with the tab, not with the remote's entry.
const DataCollectionTab = lazyNamed(() => import('../features/runs/components/data-collection-tab'), 'DataCollectionTab', Loading);

const UploadPage = lazyNamed(() => import('../features/upload/components/upload-page'), 'UploadPage', Loading);

/** /data-collection/new: Upload CAT Data (adminMgmt and super); anyone else goes to /. */
function UploadRoute() {
  const user = useUser();
  const allowed = user ? canReach('/data-collection/new', user.access) : false;
  useEffect(() => {
    if (user && !allowed) navigate('/');
  }, [user, allowed]);
  if (!user || !allowed) return null;
  return <UploadPage />;
}

/** /data-collection: the Data Collection tab's content (adminMgmt, super, adminReadOnly). */
function TabPage() {
  const user = useUser();
  if (!user) return null;
  if (!canReach('/data-collection', user.access)) return <Notice tone="info">You may not open the data collection.</Notice>;
  return <DataCollectionTab />;
}

export function AppRoutes() {
  return (
    <div className="gl-ui-page">
      <Routes>
        <Route path="/data-collection" element={<TabPage />} />
        <Route path="/data-collection/new" element={<UploadRoute />} />
        <Route path="*" element={null} />
      </Routes>
    </div>
  );
}
