/** How chain is written on the maps: NYCT 'x + yy' (spec 001 section 2.2), else in the site's units. */
import { stationLabel, type SiteMapSettings } from '@grindline/domain';

/** A database chain in the site's units: NYCT station + feet; Mile Post and the like to 2 decimals. */
export function formatChain(chain: number, settings: SiteMapSettings): string {
  if (settings.site === 'NYCT') return stationLabel(chain);
  const value = chain / settings.chainMultiplier;
  return settings.chainMultiplier > 1 ? value.toFixed(2) : String(Math.round(value));
}

/** 'from – to' in the site's units. */
export function formatChainRange(from: number, to: number, settings: SiteMapSettings): string {
  return `${formatChain(from, settings)} – ${formatChain(to, settings)}`;
}
