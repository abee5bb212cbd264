/** Elevated-rail (sky train) constants (spec 000 section 9.3, spec 001 section 9). */

export const SKYTRAIN_LINES = ['EXPO', 'MLine', 'EverGreen'] as const;
export const SKYTRAIN_DIRECTIONS = ['IB', 'OB'] as const;
export const SKYTRAIN_CURVE_TYPES = ['Curve', 'Tangent', 'Switch', 'Station'] as const;
export const SKYTRAIN_STONE_TYPES = ['coarse', 'medium', 'fine'] as const;
export const SKYTRAIN_GRINDER_TYPES = ['TG8 3 and 4 Consist', 'TG8-5', 'TG8-6'] as const;
/** Shift types of the elevated-rail form (spec 000 section 9.2). */
export const SKYTRAIN_SHIFT_TYPES = ['R-Regular', 'OT-Overtime'] as const;
