/**
 * Stations of the lines drawn from norman-mei/metro-memory (docs/data.md 'Stations'): NCTD's
 * COASTER and SPRINTER stations, San Diego MTS's Trolley stations and Santa Clara VTA's light-rail
 * stations, rows of its
 * `california-state/data/features.json`, names and positions as written. The data is derived from
 * OpenStreetMap (ODbL). Each row names its line: Oceanside Transit Center has a COASTER and a
 * SPRINTER point about 60 m apart, and the SPRINTER's Coast Highway lies about 150 m from the
 * COASTER's track.
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

/**
 * San Diego MTS: the Blue, Orange, Green and Copper Lines' rows (ids 950 to 1031), in the file's
 * order, each on the line it names. A row is kept only where it lies within 150 m of its line's traced track
 * (maps/stations.ts places no station further off). Left out of the Blue Line: Gaslamp Quarter
 * (960), Convention Center (961) and Seaport Village (962), 552, 866 and 439 m from its track, which
 * runs by America Plaza and C Street: they are the Green Line's stops along Harbor Drive (1005 to
 * 1007, within 15 m of its track). 12th & Imperial Transit Center is two points about 100 m apart; each line
 * keeps the one nearer its track: the Blue and Orange Lines 973/991 (10 and 6 m; the Blue Line's
 * other row, 959, is 104 m off), the Green Line 1004 (8 m). The Silver Line's rows (1032 to 1040)
 * and the special-event rows (1041 to 1052) repeat these stations on the same track.
 */
export const SDMTS_STATIONS: readonly StationSource[] = [
  // norman-mei/metro-memory src/app/(game)/north-america/usa/california-state/data/features.json @ 911648bdc633
  ['UTC Transit Center', 32.8692945258979, -117.21403130415514, 'Blue'], // 950
  ['Executive Drive', 32.874197374216536, -117.214097067147, 'Blue'], // 951
  ['UC San Diego Health La Jolla', 32.88190439243087, -117.22357630054537, 'Blue'], // 952
  ['UC San Diego Central Campus', 32.878426383030195, -117.23188562913265, 'Blue'], // 953
  ['VA Medical Center', 32.87427465851734, -117.22996607613327, 'Blue'], // 954
  ['Nobel Drive', 32.86694750096061, -117.23050012980121, 'Blue'], // 955
  ['Balboa Avenue', 32.8057814556763, -117.21419593050537, 'Blue'], // 956
  ['Clairemont Drive', 32.790050262058955, -117.20629505146903, 'Blue'], // 957
  ['Tecolote Road', 32.76991042629062, -117.2050727234353, 'Blue'], // 958
  ['Santa Fe Depot', 32.71730952729248, -117.16984304424575, 'Blue'], // 963
  ['County Center / Little Italy', 32.72144981688625, -117.16999298681255, 'Blue'], // 964
  ['Middletown', 32.73380708765941, -117.17500346719639, 'Blue'], // 965
  ['Washington Street', 32.741608857117335, -117.18427852560549, 'Blue'], // 966
  ['Old Town Transit Center', 32.754761597893726, -117.19953237388867, 'Blue'], // 967
  ['America Plaza', 32.71617601751641, -117.16899755011934, 'Blue'], // 968
  ['Civic Center', 32.716829862149, -117.16233177553269, 'Blue'], // 969
  ['Fifth Avenue', 32.71682202318303, -117.15972794056341, 'Blue'], // 970
  ['City College', 32.716373501334864, -117.15424433460747, 'Blue'], // 971
  ['Park & Market', 32.710994126316905, -117.15377203856222, 'Blue'], // 972
  ['12th & Imperial Transit Center', 32.70601498674778, -117.15338303768632, 'Blue'], // 973
  ['Barrio Logan', 32.69822176816135, -117.14666202912478, 'Blue'], // 974
  ['Harborside', 32.691350952646694, -117.13283754962734, 'Blue'], // 975
  ['Pacific Fleet', 32.6861369036436, -117.12470201242331, 'Blue'], // 976
  ['8th Street', 32.67514378304062, -117.11296310612472, 'Blue'], // 977
  ['24th Street', 32.66193726996483, -117.10792460905468, 'Blue'], // 978
  ['Bayfront / E Street', 32.638930563740004, -117.09900991399617, 'Blue'], // 979
  ['H Street', 32.6301312895988, -117.09556970303086, 'Blue'], // 980
  ['Palomar Street', 32.603485615071406, -117.08515307088473, 'Blue'], // 981
  ['Palm Avenue', 32.58444349589565, -117.08373689402532, 'Blue'], // 982
  ['Iris Avenue', 32.569790351136135, -117.06700344355097, 'Blue'], // 983
  ['Beyer Blvd', 32.557778949600035, -117.04701919652997, 'Blue'], // 984
  ['San Ysidro Transit Center', 32.544661613076954, -117.02950981987149, 'Blue'], // 985
  ['Courthouse', 32.716708700888816, -117.16587136004605, 'Orange'], // 986
  ['Civic Center', 32.716829862149, -117.16233177553269, 'Orange'], // 987
  ['Fifth Avenue', 32.71682202318303, -117.15972794056341, 'Orange'], // 988
  ['City College', 32.716373501334864, -117.15424433460747, 'Orange'], // 989
  ['Park & Market', 32.710994126316905, -117.15377203856222, 'Orange'], // 990
  ['12th & Imperial Transit Center', 32.70601498674778, -117.15338303768632, 'Orange'], // 991
  ['25th & Commercial', 32.705372635411024, -117.14021390970758, 'Orange'], // 992
  ['32nd & Commercial', 32.705973063299844, -117.12458224386646, 'Orange'], // 993
  ['47th Street', 32.70849716985582, -117.09497278547762, 'Orange'], // 994
  ['Euclid Avenue', 32.70957413602181, -117.0858213069808, 'Orange'], // 995
  ['Encanto / 62nd Street', 32.710131407151586, -117.06337430948334, 'Orange'], // 996
  ['Massachusetts Avenue', 32.7235700684728, -117.03960800063516, 'Orange'], // 997
  ['Lemon Grove Depot', 32.74344576280338, -117.03070488594376, 'Orange'], // 998
  ['Spring Street', 32.756869020179394, -117.01743909012394, 'Orange'], // 999
  ['La Mesa Blvd', 32.76507439144537, -117.02056847994855, 'Orange'], // 1000
  ['Grossmont Transit Center', 32.78184512024064, -117.01108855266943, 'Orange'], // 1001
  ['Amaya Drive', 32.78544144224586, -117.00174631579395, 'Orange'], // 1002
  ['El Cajon Transit Center', 32.792069043960474, -116.97615112534248, 'Orange'], // 1003
  ['12th & Imperial Transit Center', 32.7052877877024, -117.15415463932173, 'Green'], // 1004
  ['Gaslamp Quarter', 32.706933571360715, -117.15963201001853, 'Green'], // 1005
  ['Convention Center', 32.708954369120946, -117.16334837243852, 'Green'], // 1006
  ['Seaport Village', 32.712029370672695, -117.16862415631444, 'Green'], // 1007
  ['Santa Fe Depot', 32.71730952729248, -117.16984304424575, 'Green'], // 1008
  ['County Center / Little Italy', 32.72144981688625, -117.16999298681255, 'Green'], // 1009
  ['Middletown', 32.73380708765941, -117.17500346719639, 'Green'], // 1010
  ['Washington Street', 32.741608857117335, -117.18427852560549, 'Green'], // 1011
  ['Old Town Transit Center', 32.754761597893726, -117.19953237388867, 'Green'], // 1012
  ['Morena / Linda Vista', 32.76368744315541, -117.19690616928705, 'Green'], // 1013
  ['Fashion Valley Transit Center', 32.76555472919521, -117.16909695091071, 'Green'], // 1014
  ['Hazard Center', 32.77037002748004, -117.15806909215759, 'Green'], // 1015
  ['Mission Valley Center', 32.7711747037014, -117.15007905234948, 'Green'], // 1016
  ['Rio Vista', 32.77372917370832, -117.14180049407629, 'Green'], // 1017
  ['Fenton Parkway', 32.778377995688466, -117.12714201545073, 'Green'], // 1018
  ['Stadium', 32.78103132630918, -117.11964305356922, 'Green'], // 1019
  ['Mission San Diego', 32.78090365412704, -117.11095416098897, 'Green'], // 1020
  ['Grantville', 32.780507570714526, -117.09741984349353, 'Green'], // 1021
  ['SDSU Transit Center', 32.77344512596219, -117.0705488980155, 'Green'], // 1022
  ['UC San Diego Health East', 32.77740526053452, -117.05684718748608, 'Green'], // 1023
  ['70th Street', 32.77230939360021, -117.04247765114712, 'Green'], // 1024
  ['Grossmont Transit Center', 32.78184512024064, -117.01108855266943, 'Green'], // 1025
  ['Amaya Drive', 32.78544144224586, -117.00174631579395, 'Green'], // 1026
  ['El Cajon Transit Center', 32.792069043960474, -116.97615112534248, 'Green'], // 1027
  ['El Cajon Transit Center', 32.792069043960474, -116.97615112534248, 'Copper'], // 1028
  ['Arnele Avenue', 32.80465501960507, -116.97579285355597, 'Copper'], // 1029
  ['Gillespie Field', 32.82698894016865, -116.98214388361295, 'Copper'], // 1030
  ['Santee Town Center', 32.841809948997984, -116.98096733171108, 'Copper'], // 1031
];

/**
 * Santa Clara VTA: the VTABlue, VTAGreen and VTAOrange rows (ids 200 to 278), each on the line it
 * names, listed here in line order from chain 0 (the file lists them in no order). Every row lies
 * within 150 m of its line's traced track, so none is left out: the farthest are Baypointe on the
 * Blue Line (81 m; the source's Blue Line starts west of the station's point) and Tasman on the
 * Orange Line (74 m: the same point as the Blue and Green Lines' Tasman on North First Street,
 * which the Orange Line passes along Tasman Drive). Names are as written, e.g. "Bonaventura",
 * "San Jose Diridon", "Milpitas" and the typographic apostrophe of "Children’s Discovery Museum".
 */
export const VTA_STATIONS: readonly StationSource[] = [
  // norman-mei/metro-memory src/app/(game)/north-america/usa/california-state/data/features.json @ 911648bdc633
  ['Baypointe', 37.4108732, -121.9415655, 'Blue'], // 208
  ['Tasman', 37.4086658, -121.9444674, 'Blue'], // 206
  ['River Oaks', 37.4020125, -121.9395039, 'Blue'], // 225
  ['Orchard', 37.3949088, -121.934342, 'Blue'], // 211
  ['Bonaventura', 37.3880688, -121.9292915, 'Blue'], // 224
  ['Component', 37.3827725, -121.9253193, 'Blue'], // 223
  ['Karina', 37.3754438, -121.9198509, 'Blue'], // 222
  ['Metro/Airport', 37.3695033, -121.9154297, 'Blue'], // 220
  ['Gish', 37.3617535, -121.9096544, 'Blue'], // 213
  ['Civic Center', 37.3514091, -121.9019913, 'Blue'], // 209
  ['Japantown/Ayer', 37.3453002, -121.8973722, 'Blue'], // 202
  ['Saint James', 37.3380256, -121.891247, 'Blue'], // 218
  ['Santa Clara', 37.3363493, -121.8900141, 'Blue'], // 217
  ['Paseo de San Antonio', 37.3331608, -121.8875974, 'Blue'], // 215
  ['Convention Center', 37.3301801, -121.8897839, 'Blue'], // 205
  ['Children’s Discovery Museum', 37.3274996, -121.8934312, 'Blue'], // 201
  ['Virginia', 37.3197653, -121.890125, 'Blue'], // 216
  ['Tamien', 37.3116082, -121.8845746, 'Blue'], // 207
  ['Curtner', 37.2935322, -121.8725692, 'Blue'], // 204
  ['Capitol', 37.2743053, -121.8629473, 'Blue'], // 214
  ['Branham', 37.2665907, -121.8592089, 'Blue'], // 200
  ['Ohlone/Chynoweth', 37.2573606, -121.860265, 'Blue'], // 219
  ['Blossom Hill', 37.2526064, -121.8407029, 'Blue'], // 221
  ['Snell', 37.2477049, -121.8300563, 'Blue'], // 212
  ['Cottle', 37.2427306, -121.8031659, 'Blue'], // 210
  ['Santa Teresa', 37.2363413, -121.789321, 'Blue'], // 203
  ['Old Ironsides', 37.4033218, -121.979866, 'Green'], // 238
  ['Great America', 37.4034543, -121.9749586, 'Green'], // 235
  ['Lick Mill', 37.4076101, -121.9637465, 'Green'], // 236
  ['Champion', 37.409416, -121.9526847, 'Green'], // 251
  ['Tasman', 37.4086658, -121.9444674, 'Green'], // 232
  ['River Oaks', 37.4020125, -121.9395039, 'Green'], // 250
  ['Orchard', 37.3949088, -121.934342, 'Green'], // 249
  ['Bonaventura', 37.3880688, -121.9292915, 'Green'], // 248
  ['Component', 37.3827725, -121.9253193, 'Green'], // 247
  ['Karina', 37.3754438, -121.9198509, 'Green'], // 246
  ['Metro/Airport', 37.3695033, -121.9154297, 'Green'], // 245
  ['Gish', 37.3617535, -121.9096544, 'Green'], // 244
  ['Civic Center', 37.3514091, -121.9019913, 'Green'], // 237
  ['Japantown/Ayer', 37.3453002, -121.8973722, 'Green'], // 229
  ['Saint James', 37.3380256, -121.891247, 'Green'], // 243
  ['Santa Clara', 37.3363493, -121.8900141, 'Green'], // 242
  ['Paseo de San Antonio', 37.3331608, -121.8875974, 'Green'], // 241
  ['Convention Center', 37.3301801, -121.8897839, 'Green'], // 230
  ['San Fernando', 37.330319, -121.8985623, 'Green'], // 240
  ['San Jose Diridon', 37.3287014, -121.9035623, 'Green'], // 239
  ['Race', 37.3173631, -121.9105401, 'Green'], // 233
  ['Fruitdale', 37.3103124, -121.9182615, 'Green'], // 227
  ['Bascom', 37.2996704, -121.930089, 'Green'], // 228
  ['Hamilton', 37.2940035, -121.9362119, 'Green'], // 226
  ['Downtown Campbell', 37.2856948, -121.9432202, 'Green'], // 231
  ['Winchester', 37.2793937, -121.948138, 'Green'], // 234
  ['Downtown Mountain View', 37.3951093, -122.077198, 'Orange'], // 256
  ['Whisman', 37.3919831, -122.0586148, 'Orange'], // 255
  ['Middlefield', 37.3957149, -122.0521192, 'Orange'], // 254
  ['Bayshore/NASA', 37.4045111, -122.0495919, 'Orange'], // 261
  ['Moffett Park', 37.402452, -122.0340701, 'Orange'], // 263
  ['Lockheed Martin', 37.4102236, -122.0268833, 'Orange'], // 271
  ['Borregas', 37.4116461, -122.0179548, 'Orange'], // 272
  ['Crossman', 37.4088705, -122.0112044, 'Orange'], // 253
  ['Fair Oaks', 37.4027659, -122.009538, 'Orange'], // 265
  ['Vienna', 37.4033742, -121.99952, 'Orange'], // 273
  ['Reamwood', 37.4035453, -121.988524, 'Orange'], // 274
  ['Old Ironsides', 37.4033218, -121.979866, 'Orange'], // 268
  ['Great America', 37.4034543, -121.9749586, 'Orange'], // 259
  ['Lick Mill', 37.4076101, -121.9637465, 'Orange'], // 266
  ['Champion', 37.409416, -121.9526847, 'Orange'], // 276
  ['Tasman', 37.4086658, -121.9444674, 'Orange'], // 275
  ['Baypointe', 37.4108732, -121.9415655, 'Orange'], // 267
  ['Cisco Way', 37.4123687, -121.9283094, 'Orange'], // 258
  ['Alder', 37.413605, -121.9171414, 'Orange'], // 257
  ['Great Mall/Main', 37.4141532, -121.9017889, 'Orange'], // 262
  ['Milpitas', 37.4089217, -121.8913527, 'Orange'], // 260
  ['Cropley', 37.4033576, -121.8820973, 'Orange'], // 277
  ['Hostetter', 37.3949306, -121.8697528, 'Orange'], // 270
  ['Berryessa', 37.3882796, -121.8623488, 'Orange'], // 278
  ['Penitencia Creek', 37.3820107, -121.8551213, 'Orange'], // 252
  ['McKee', 37.371851, -121.8447734, 'Orange'], // 269
  ['Alum Rock', 37.3580575, -121.8324565, 'Orange'], // 264
];
