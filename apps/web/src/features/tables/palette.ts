/**
 * The 12 preset zone colours (document 1 sections 2 and 9), saved as they are written here: '#' and upper case.
 * The demo's zones use three of them (blue, green, orange).
 */
export const ZONE_PALETTE = [
  '#E53935',
  '#D81B60',
  '#8E24AA',
  '#3949AB',
  '#1E88E5',
  '#00ACC1',
  '#00897B',
  '#43A047',
  '#C0CA33',
  '#FB8C00',
  '#6D4C41',
  '#546E7A',
] as const;
