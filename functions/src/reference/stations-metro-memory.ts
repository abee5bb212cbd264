/**
 * Stations of the lines drawn from norman-mei/metro-memory (docs/data.md 'Stations'): NCTD's
 * COASTER and SPRINTER stations, the rows of its `california-state/data/features.json` (ids 1053 to
 * 1075), names and positions as written. The data is derived from OpenStreetMap (ODbL). Each row
 * names its line: Oceanside Transit Center has a COASTER and a SPRINTER point about 60 m apart, and
 * the SPRINTER's Coast Highway lies about 150 m from the COASTER's track.
 */
import type { StationSource } from './catalogue-types';

/** NCTD: the COASTER (Oceanside to Santa Fe Depot) and the SPRINTER (Oceanside to Escondido), in line order. */
export const NCTD_STATIONS: readonly StationSource[] = [
  // norman-mei/metro-memory src/app/(game)/north-america/usa/california-state/data/features.json @ 911648bdc633
  ['Oceanside Transit Center', 33.190626743643385, -117.37822970394802, 'COASTER'], // 1053
  ['Carlsbad Village', 33.1609760966699, -117.35090641425464, 'COASTER'], // 1054
  ['Carlsbad Poinsettia', 33.10921563535706, -117.31932319437635, 'COASTER'], // 1055
  ['Encinitas', 33.04696081957251, -117.29323904193613, 'COASTER'], // 1056
  ['Solana Beach', 32.99298575043056, -117.27158179177295, 'COASTER'], // 1057
  ['Sorrento Valley', 32.903183360327056, -117.22546307405892, 'COASTER'], // 1058
  ['Old Town Transit Center', 32.754402664833606, -117.19957436708044, 'COASTER'], // 1059
  ['San Diego - Santa Fe Depot', 32.716874808685056, -117.16998567439663, 'COASTER'], // 1060
  ['Oceanside Transit Center', 33.19109304711021, -117.3785246633739, 'SPRINTER'], // 1061
  ['Coast Highway', 33.18183969554275, -117.36891332069591, 'SPRINTER'], // 1062
  ['Crouch Street', 33.19462967097011, -117.35365000758081, 'SPRINTER'], // 1063
  ['El Camino Real', 33.19973506750679, -117.33237298027377, 'SPRINTER'], // 1064
  ['Rancho Del Oro', 33.20160201111848, -117.3112769413369, 'SPRINTER'], // 1065
  ['College Boulevard', 33.204586540992345, -117.28824415374858, 'SPRINTER'], // 1066
  ['Melrose Drive', 33.219531420750585, -117.25970095706592, 'SPRINTER'], // 1067
  ['Vista Transit Center', 33.203241326702965, -117.24504981725464, 'SPRINTER'], // 1068
  ['Civic Center - Vista', 33.19023901793291, -117.236986007157, 'SPRINTER'], // 1069
  ['Buena Creek', 33.173600889461305, -117.2074324269987, 'SPRINTER'], // 1070
  ['Palomar College', 33.14693761073931, -117.18513633254919, 'SPRINTER'], // 1071
  ['San Marcos Civic Center', 33.14227776868979, -117.16207476142701, 'SPRINTER'], // 1072
  ['Cal State San Marcos', 33.134811070685835, -117.15361307664904, 'SPRINTER'], // 1073
  ['Nordahl Road', 33.131230341742885, -117.124084585627, 'SPRINTER'], // 1074
  ['Escondido Transit Center', 33.1183660785029, -117.0920669717376, 'SPRINTER'], // 1075
];
