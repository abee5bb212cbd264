/**
 * Stations of the lines drawn from railmap's builds (docs/data.md 'Stations'): the rows of
 * `augwich/railmap`'s Mid-Atlantic stations build (CC0) for Pittsburgh's light rail and AirTrain
 * JFK, names and positions as written. A Pittsburgh station names its lines: the Blue Line's stops
 * are the Silver Line's too (railmap draws the Library branch as the Blue Line's), and nearness to
 * the track keeps each branch's own.
 */
import type { StationSource } from './catalogue-types';

/** Pittsburgh's light rail (the T): Red, Blue and Silver (the Library branch of the Blue Line's stops). */
export const PRT_STATIONS: readonly StationSource[] = [
  // railmap Data/Stations/Builds/Stations_MA_build 1.2.csv @ 17ff8b75d18c
  ['Allegheny', 40.447912, -80.017869, 'Red Blue Silver'],
  ['North Side', 40.448122, -80.009684, 'Red Blue Silver'],
  ['Gateway', 40.441608, -80.003975, 'Red Blue Silver'],
  ['Wood Street', 40.442266, -79.999647, 'Red Blue Silver'],
  ['Steel Plaza', 40.440178, -79.995188, 'Red Blue Silver'],
  ['First Avenue', 40.435432, -79.996528, 'Red Blue Silver'],
  ['Station Square', 40.431798, -80.003751, 'Red Blue Silver'],
  ['South Hills Junction', 40.420774, -80.006996, 'Red Blue Silver'],
  ['Boggs', 40.416499, -80.010367, 'Blue Silver'],
  ['Bon Air', 40.407896, -80.003201, 'Blue Silver'],
  ['Denise', 40.399549, -79.999118, 'Blue Silver'],
  ['South Bank', 40.392874, -79.998377, 'Blue Silver'],
  ['McNeilly', 40.377587, -80.004932, 'Blue Silver'],
  ['Killarney', 40.373768, -80.008115, 'Blue Silver'],
  ['Memorial Hall', 40.366601, -80.016402, 'Blue Silver'],
  ['Willow', 40.365489, -80.026292, 'Blue Silver'],
  ["St. Anne's", 40.360783, -80.029291, 'Red Blue Silver'],
  ['Smith Road', 40.356904, -80.029238, 'Red Blue Silver'],
  ['Washington Junction', 40.353601, -80.028132, 'Red Blue Silver'],
  ['Hillcrest', 40.345512, -80.028867, 'Blue Silver'],
  ['Lytle', 40.334488, -80.031049, 'Blue Silver'],
  ['Mesta', 40.330682, -80.030771, 'Blue Silver'],
  ['South Park', 40.327944, -80.030571, 'Blue Silver'],
  ['Munroe', 40.322926, -80.02976, 'Blue Silver'],
  ['Sarah', 40.315715, -80.029891, 'Blue Silver'],
  ['Logan', 40.31132, -80.0333, 'Blue Silver'],
  ["King's School", 40.308058, -80.033257, 'Blue Silver'],
  ['Beagle', 40.301131, -80.031544, 'Blue Silver'],
  ['Sandy Creek', 40.296418, -80.030379, 'Blue Silver'],
  ['West Library', 40.294155, -80.029809, 'Blue Silver'],
  ['Library', 40.28701, -80.020727, 'Blue Silver'],
  ['Casswell', 40.349269, -80.03389, 'Red Blue Silver'],
  ['Highland', 40.348228, -80.039737, 'Red Blue Silver'],
  ['Bethel Village', 40.343992, -80.046408, 'Red Blue Silver'],
  ['Dorchester', 40.340835, -80.047984, 'Red Blue Silver'],
  ['South Hills Village', 40.339219, -80.053238, 'Red Blue Silver'],
  ['Palm Garden', 40.416315, -80.011808, 'Red'],
  ['Dawn', 40.412981, -80.010946, 'Red'],
  ['Pennant', 40.411391, -80.014754, 'Red'],
  ['Westfield', 40.410402, -80.019965, 'Red'],
  ['Fallowfield', 40.411154, -80.023337, 'Red'],
  ['Hampshire', 40.410757, -80.024674, 'Red'],
  ['Belasco', 40.407103, -80.027001, 'Red'],
  ['Shiras', 40.403945, -80.030256, 'Red'],
  ['Stevenson', 40.399378, -80.033755, 'Red'],
  ['Potomac', 40.397212, -80.036516, 'Red'],
  ['Dormont Junction', 40.39157, -80.040974, 'Red'],
  ['Mt. Lebanon', 40.382367, -80.043296, 'Red'],
  ['Poplar', 40.375254, -80.038326, 'Red'],
  ['Arlington', 40.370002, -80.033367, 'Red'],
  ['Castle Shannon', 40.368184, -80.03011, 'Red'],
  ['Overbrook Junction', 40.365674, -80.027059, 'Red'],
];

/** AirTrain JFK: Howard Beach, Jamaica and the terminals. */
export const JFK_STATIONS: readonly StationSource[] = [
  // the same file
  ['Howard Beach - JFK Airport', 40.660473, -73.830257],
  ['Lefferts Boulevard', 40.66177, -73.824387],
  ['Federal Circle', 40.659694, -73.803576],
  ['Jamaica', 40.698454, -73.808915],
  ['Terminal 1', 40.643409, -73.789239],
  ['Terminal 2', 40.641992, -73.78704],
  ['Terminal 4', 40.643932, -73.782365],
  ['Terminal 5', 40.6468, -73.779743],
  ['Terminal 7', 40.6482, -73.783015],
  ['Terminal 8', 40.646712, -73.788869],
];
