/**
 * Stations of the lines drawn from agencies' GTFS shapes (docs/data.md 'Stations'): Sound Transit's
 * Link stations, the parent stations (`location_type` 1; Tacoma Dome and S 25th have none and are
 * their platform stops) of its GTFS `40_gtfs` feed, version SC-Spring-2025.9, names and positions
 * as published. No routes: each line's track decides which are its own (Westlake is on both halves
 * of the 1 Line).
 */
import type { StationSource } from './catalogue-types';

/** Sound Transit Link: the 1 Line (C, N and S codes), the 2 Line (E) and the T Line (T). */
export const SOUNDTRANSIT_STATIONS: readonly StationSource[] = [
  // kvaid/sound-transit-tracker 40_gtfs/stops.txt @ 532d33b59a0b
  ['Westlake', 47.611572, -122.33672], // C03
  ['Symphony', 47.60781, -122.33602], // C05
  ['Pioneer Square', 47.60256, -122.331216], // C07
  ["Int'l Dist/Chinatown", 47.598355, -122.327992], // C09
  ['Stadium', 47.591108, -122.327172], // C13
  ['SODO', 47.581074, -122.32739], // C15
  ['Beacon Hill', 47.579328, -122.311533], // C19
  ['Mount Baker', 47.57655, -122.297679], // C23
  ['Columbia City', 47.559733, -122.292692], // C25
  ['Othello', 47.537987, -122.281563], // C27
  ['Rainier Beach', 47.522394, -122.279391], // C29
  ["Tukwila Int'l Blvd", 47.464031, -122.287996], // C35
  ['SeaTac/Airport', 47.445381, -122.296898], // C37
  ['Capitol Hill', 47.61906, -122.320195], // N03
  ['Univ of Washington', 47.649815, -122.303763], // N05
  ['U District', 47.660301, -122.314132], // N07
  ['Roosevelt', 47.676595, -122.315976], // N09
  ['Northgate', 47.703028, -122.32829], // N11
  ['Shoreline South/148th', 47.736095, -122.325227], // N15
  ['Shoreline North/185th', 47.764067, -122.322889], // N17
  ['Mountlake Terrace', 47.785057, -122.314788], // N19
  ['Lynnwood City Center', 47.815637, -122.294779], // N23
  ['Angle Lake', 47.422703, -122.297714], // S01
  ['South Bellevue', 47.586556, -122.190396], // E09
  ['East Main', 47.608188, -122.191147], // E11
  ['Bellevue Downtown', 47.615223, -122.192084], // E15
  ['Wilburton', 47.617967, -122.183762], // E19
  ['Spring District', 47.623773, -122.178573], // E21
  ['BelRed', 47.624448, -122.16564], // E23
  ['Overlake Village', 47.63631, -122.13892], // E25
  ['Redmond Technology', 47.644842, -122.133628], // E27
  ['Marymoor Village', 47.667263, -122.1098], // E29
  ['Downtown Redmond', 47.671645, -122.11848], // E31
  ['Tacoma Dome', 47.239868, -122.428118], // T01
  ['S 25th', 47.239081, -122.434202], // T03
  ['Union Station', 47.244865, -122.436623], // T05
  ['Convention Center', 47.249496, -122.438552], // T07
  ['Theater District', 47.252534, -122.439239], // T09
  ['Old City Hall', 47.257746, -122.440421], // T13
  ['S 4th', 47.261319, -122.442723], // T15
  ['Stadium District', 47.263869, -122.448999], // T17
  ['Tacoma General', 47.260083, -122.453564], // T19
  ['6th Ave', 47.256925, -122.452848], // T21
  ['Hilltop District', 47.251758, -122.451665], // T23
  ['St Joseph', 47.24528, -122.450187], // T25
];
