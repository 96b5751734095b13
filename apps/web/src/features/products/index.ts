/**
 * The products feature's front door: what the rest of the console may use of it. Its pages load only through
 * app/routes.tsx (a chunk each).
 */
export { productKeys, useGroupChoices, useImageLibrary, useProducts } from './api';
export { InlineEdit } from './components/InlineEdit';
export { ProductDialog } from './components/ProductDialog';
export { type InlineField, useProductActions } from './hooks/useProductActions';
export { type InlineResult, nameEdit, priceEdit } from './model';
