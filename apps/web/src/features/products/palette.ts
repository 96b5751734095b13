/**
 * Product colours (document 2 section 9): the table's inline colour uses the 12 preset colours shared with table
 * zones (features/tables/palette.ts); the product dialog offers 8 main colours plus 18 more. #8393F4 is the default.
 */
export { ZONE_PALETTE as INLINE_PRODUCT_PALETTE } from '../tables/palette';

export const DIALOG_MAIN_COLORS = [
  '#8393F4',
  '#E53935',
  '#FB8C00',
  '#FDD835',
  '#43A047',
  '#00ACC1',
  '#1E88E5',
  '#8E24AA',
] as const;

export const DIALOG_MORE_COLORS = [
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
