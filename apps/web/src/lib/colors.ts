/**
 * The console's colour palettes (document 1 sections 2 and 9, document 2 sections 2 and 9), saved as written here: '#'
 * and upper case. #8393F4 is the default colour (new groups, products and zones).
 */
export const DEFAULT_COLOR = '#8393F4';

/** The 12 preset colours: zones, groups and the products table's inline colour. */
export const PRESET_COLORS = [
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

/** The product dialog: 8 main colours... */
export const PRODUCT_MAIN_COLORS = [
  '#8393F4',
  '#E53935',
  '#FB8C00',
  '#FDD835',
  '#43A047',
  '#00ACC1',
  '#1E88E5',
  '#8E24AA',
] as const;

/** ...and 18 more on request. */
export const PRODUCT_MORE_COLORS = [
  '#D81B60',
  '#F06292',
  '#FF7043',
  '#FFB300',
  '#C0CA33',
  '#7CB342',
  '#00897B',
  '#26A69A',
  '#4DD0E1',
  '#039BE5',
  '#3949AB',
  '#5E35B1',
  '#BA68C8',
  '#6D4C41',
  '#A1887F',
  '#546E7A',
  '#9E9E9E',
  '#212121',
] as const;
