/**
 * BART's stations (docs/data.md 'Stations'): every station of BART's station list (the BART API's
 * `stn.aspx?cmd=stns` answer, its `gtfs_latitude`/`gtfs_longitude`, 48 stations: the 2018
 * network with Antioch, Pittsburg Center and Warm Springs, before Milpitas and Berryessa), with
 * BART's names. The map keeps those within reach of a stored track (maps/stations.ts), so the
 * stations of the eBART extension, which the 2017 geometry does not draw, are left out there.
 */
import type { StationSource } from './catalogue-types';

/** [name, lat, lng] of each BART station. */
export const BART_STATIONS: readonly StationSource[] = [
  ['12th St. Oakland City Center', 37.803768, -122.27145],
  ['16th St. Mission', 37.765062, -122.419694],
  ['19th St. Oakland', 37.80835, -122.268602],
  ['24th St. Mission', 37.75247, -122.418143],
  ['Antioch', 37.995388, -121.78042],
  ['Ashby', 37.852803, -122.270062],
  ['Balboa Park', 37.721585, -122.447506],
  ['Bay Fair', 37.696924, -122.126514],
  ['Castro Valley', 37.690746, -122.075602],
  ['Civic Center/UN Plaza', 37.779732, -122.414123],
  ['Coliseum', 37.753661, -122.196869],
  ['Colma', 37.684638, -122.466233],
  ['Concord', 37.973737, -122.029095],
  ['Daly City', 37.706121, -122.469081],
  ['Downtown Berkeley', 37.870104, -122.268133],
  ['Dublin/Pleasanton', 37.701687, -121.899179],
  ['El Cerrito del Norte', 37.925086, -122.316794],
  ['El Cerrito Plaza', 37.902632, -122.298904],
  ['Embarcadero', 37.792874, -122.39702],
  ['Fremont', 37.557465, -121.976608],
  ['Fruitvale', 37.774836, -122.224175],
  ['Glen Park', 37.733064, -122.433817],
  ['Hayward', 37.669723, -122.087018],
  ['Lafayette', 37.893176, -122.12463],
  ['Lake Merritt', 37.797027, -122.26518],
  ['MacArthur', 37.829065, -122.26704],
  ['Millbrae', 37.600271, -122.386702],
  ['Montgomery St.', 37.789405, -122.401066],
  ['North Berkeley', 37.873967, -122.28344],
  ['North Concord/Martinez', 38.003193, -122.024653],
  ['Oakland International Airport', 37.713238, -122.212191],
  ['Orinda', 37.878361, -122.183791],
  ['Pittsburg/Bay Point', 38.018914, -121.945154],
  ['Pittsburg Center', 38.016941, -121.889457],
  ['Pleasant Hill/Contra Costa Centre', 37.928468, -122.056012],
  ['Powell St.', 37.784471, -122.407974],
  ['Richmond', 37.936853, -122.353099],
  ['Rockridge', 37.844702, -122.251371],
  ['San Bruno', 37.637761, -122.416287],
  ['San Francisco International Airport', 37.615966, -122.392409],
  ['San Leandro', 37.721947, -122.160844],
  ['South Hayward', 37.634375, -122.057189],
  ['South San Francisco', 37.664245, -122.44396],
  ['Union City', 37.59063, -122.017388],
  ['Walnut Creek', 37.905522, -122.067527],
  ['Warm Springs/South Fremont', 37.502171, -121.939313],
  ['West Dublin/Pleasanton', 37.699756, -121.92824],
  ['West Oakland', 37.804872, -122.29514],
];
