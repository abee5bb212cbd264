/**
 * What the apps use of react-router-dom, provided to the share scope under the key
 * 'react-router-dom' in its place (create-config.cjs). A shared module cannot be tree-shaken
 * (a consumer may ask for any export), so sharing the package itself cost every page after
 * sign-in all of react-router 7 (data routers, SSR, RSC: 60.7 KB gz); shared through this file,
 * webpack keeps only these exports and what they need (about 16 KB gz). decisions §50.
 *
 * An import of 'react-router-dom' in shell or remote code of a name missing here would be
 * undefined in the browser: shell/src/app/router-subset.test.ts fails first. Add the name here.
 */
export { BrowserRouter, Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
