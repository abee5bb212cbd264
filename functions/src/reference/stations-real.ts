/**
 * Named stations of the sites drawn from RailFansMap's files (docs/data.md 'Stations'): every
 * `station-label` point of the files the geometry was copied from (functions/data/geometry), read
 * at the commits named per file below, with TransLink's " Station" suffix and a future station
 * left out. An interchange may appear once per file at slightly different points; the map keeps,
 * per line, the first within reach of its track (maps/stations.ts) and labels a name once.
 * RailFansMap: MIT, © Rail Fans Canada; sources TransLink / OpenStreetMap (ODbL), City of
 * Edmonton, City of Ottawa.
 */
import type { StationSource } from './catalogue-types';

/** SkyTrain: the Expo, Millennium and Canada Lines. */
export const SKYTRAIN_STATIONS: readonly StationSource[] = [
  // data/vancouver/expo.json @ 07bbabbbe12f
  ['Waterfront', 49.2863, -123.112525, 'Canada Expo'],
  ['Burrard', 49.285591, -123.119392, 'Expo'],
  ['Commercial-Broadway', 49.26186, -123.069043, 'Expo'],
  ['Stadium-Chinatown', 49.279277, -123.109223, 'Expo'],
  ['Main Street-Science World', 49.273137, -123.100392, 'Expo'],
  ['Nanaimo', 49.248249, -123.055729, 'Expo'],
  ['29th Avenue', 49.244153, -123.045827, 'Expo'],
  ['Joyce-Collingwood', 49.238418, -123.031804, 'Expo'],
  ['Patterson', 49.229778, -123.012664, 'Expo'],
  ['Metrotown', 49.225838, -123.003897, 'Expo'],
  ['Royal Oak', 49.220106, -122.988574, 'Expo'],
  ['Edmonds', 49.211982, -122.959135, 'Expo'],
  ['22nd Street', 49.200121, -122.948783, 'Expo'],
  ['New Westminster', 49.201409, -122.912672, 'Expo'],
  ['Columbia', 49.204747, -122.906282, 'Expo'],
  ['Sapperton', 49.224431, -122.889663, 'Expo'],
  ['Braid', 49.233339, -122.882825, 'Expo'],
  ['Scott Road', 49.204439, -122.874089, 'Expo'],
  ['Gateway', 49.198931, -122.850608, 'Expo'],
  ['Surrey Central', 49.189559, -122.847859, 'Expo'],
  ['King George', 49.182756, -122.844652, 'Expo'],
  ['Production Way-University', 49.253422, -122.918122, 'Millennium Expo'],
  ['Lougheed Town Centre', 49.248577, -122.896992, 'Expo Millennium'],
  ['Granville', 49.283213, -123.115656, 'Expo'],
  // data/vancouver/millenium.json @ 061b00b8790d
  ['VCC-Clark', 49.265798, -123.078981, 'Millennium'],
  ['Commercial-Broadway', 49.262955, -123.06849, 'Millennium'],
  ['Renfrew', 49.258938, -123.045284, 'Millennium'],
  ['Rupert', 49.260784, -123.032867, 'Millennium'],
  ['Gilmore', 49.264976, -123.013472, 'Millennium'],
  ['Brentwood Town Centre', 49.266399, -123.001669, 'Millennium'],
  ['Holdom', 49.26474, -122.982174, 'Millennium'],
  ['Sperling-Burnaby Lake', 49.259174, -122.963846, 'Millennium'],
  ['Lake City Way', 49.254613, -122.939002, 'Millennium'],
  ['Burquitlam', 49.261219, -122.890125, 'Millennium'],
  ['Moody Centre', 49.277949, -122.845488, 'Millennium'],
  ['Inlet Centre', 49.277145, -122.827695, 'Millennium'],
  ['Coquitlam Central', 49.274915, -122.800925, 'Millennium'],
  ['Lincoln', 49.280238, -122.794159, 'Millennium'],
  ['Lafarge Lake-Douglas', 49.285639, -122.791621, 'Millennium'],
  // data/vancouver/canada.json @ 195f17ccd71b
  ['Waterfront', 49.285551, -123.113534, 'Canada Expo'],
  ['YVR-Airport', 49.19423, -123.178448, 'Canada'],
  ['Sea Island Centre', 49.193045, -123.157933, 'Canada'],
  ['Templeton', 49.196688, -123.146337, 'Canada'],
  ['Richmond-Brighouse', 49.16799, -123.136343, 'Canada'],
  ['Lansdowne', 49.174736, -123.136472, 'Canada'],
  ['Aberdeen', 49.183915, -123.136323, 'Canada'],
  ['Bridgeport', 49.195569, -123.126019, 'Canada'],
  ['Marine Drive', 49.209636, -123.116968, 'Canada'],
  ['Langara-49th Avenue', 49.226537, -123.116489, 'Canada'],
  ['Oakridge-41st Avenue', 49.232967, -123.116266, 'Canada'],
  ['King Edward', 49.249131, -123.115407, 'Canada'],
  ['Broadway-City Hall', 49.262908, -123.114799, 'Canada'],
  ['Olympic Village', 49.266785, -123.115499, 'Canada'],
  ['Yaletown-Roundhouse', 49.274396, -123.121951, 'Canada'],
  ['Vancouver City Centre', 49.282041, -123.118988, 'Canada'],
];

/** Edmonton LRT: the Capital, Metro and Valley Lines. */
export const ETS_STATIONS: readonly StationSource[] = [
  // data/edmonton/capitalline.json @ 460e2ad83c3b
  ['Churchill', 53.543956, -113.489012],
  ['Clareview', 53.601767, -113.411418],
  ['Health', 53.520177, -113.525856],
  ['McKernan/Belgravia', 53.513085, -113.526161],
  ['Central', 53.541026, -113.492299],
  ['South Campus/Ft Edmonton', 53.502791, -113.528447],
  ['Stadium', 53.55995, -113.470706],
  ['Government Centre', 53.53624, -113.510289],
  ['University', 53.524865, -113.522265],
  ['Coliseum', 53.570667, -113.458364],
  ['Corona', 53.540943, -113.504539],
  ['Century Park', 53.457301, -113.516345],
  ['Belvedere', 53.588292, -113.43296],
  ['Bay', 53.540925, -113.498797],
  ['Southgate', 53.48576, -113.516777],
  // data/edmonton/metroline.json @ 5d54980c4e53
  ['Kingsway/RAH', 53.557698, -113.500982],
  ['MacEwan', 53.547746, -113.498789],
  ['NAIT', 53.565982, -113.505835],
  // data/edmonton/valleyline.json @ 35522bda39f2
  ['Mill Woods', 53.458414, -113.430344],
  ['Grey Nuns', 53.462806, -113.434608],
  ['Millbourne/Woodvale', 53.474957, -113.438957],
  ['Davies', 53.499901, -113.444154],
  ['Avonmore', 53.509857, -113.455101],
  ['Bonnie Doon', 53.519552, -113.455438],
  ['Holyrood', 53.527809, -113.45742],
  ['Strathearn', 53.531723, -113.463066],
  ['Muttart', 53.536469, -113.479362],
  ['Quarters', 53.544455, -113.483628],
  ['Churchill', 53.543438, -113.489855],
  ['102 Street', 53.543168, -113.494766],
];

/** O-Train: Lines 1, 2 and 4. */
export const OTRAIN_STATIONS: readonly StationSource[] = [
  // data/ottawa/line1.json @ 01dd68d9608a
  ['Blair', 45.431054, -75.608405],
  ['Cyrville', 45.422802, -75.626254],
  ['Tremblay', 45.416738, -75.653712],
  ['Hurdman', 45.412367, -75.664206],
  ['Lees', 45.416567, -75.671027],
  ['uOttawa', 45.420565, -75.682349],
  ['St. Laurent', 45.420663, -75.637336],
  ['Rideau', 45.426306, -75.691481],
  ['Parliament', 45.421308, -75.69904],
  ['Lyon', 45.418854, -75.704737],
  ['Pimisi', 45.413616, -75.713611],
  ['Bayview', 45.40937, -75.7221],
  ["Tunney's Pasture", 45.403709, -75.735273],
  ['Trim', 45.495352, -75.481753],
  ["Place d'Orléans", 45.479608, -75.518586],
  ['Convent Glen', 45.473632, -75.5341],
  ['Montréal', 45.451339, -75.583682],
  ["Jeanne d'Arc", 45.469007, -75.54613],
  ['Algonquin', 45.347058, -75.760965],
  ['Iris', 45.355515, -75.769523],
  // data/ottawa/line2.json @ 1a1de0d1e31b
  ['Limebank', 45.2776, -75.666319],
  ['Bowesville', 45.293397, -75.632614],
  ['Leitrim', 45.313807, -75.631887],
  ['South Keys', 45.353366, -75.65544],
  ['Greenboro', 45.359545, -75.659104],
  ['Walkley', 45.368307, -75.665296],
  ["Mooney's Bay", 45.376778, -75.684685],
  ['Carleton', 45.385757, -75.695898],
  ["Dow's Lake", 45.39755, -75.709614],
  ['Corso Italia', 45.404281, -75.714706],
  // data/ottawa/line4.json @ 2f4ac4a52f90
  ['Uplands', 45.332914, -75.656014],
  ['Airport', 45.323742, -75.668746],
];
