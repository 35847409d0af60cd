/** What other features may use from the catalogue. */
export { catalogKeys, type ProductListParams } from './api/keys';
export { productListOptions, useProductList } from './api/list-products';
