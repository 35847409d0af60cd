/** What other features may use from the catalogue. */
export { catalogKeys, type ProductListParams } from './api/keys';
export { productOptions } from './api/get-product';
export { productListOptions, useProductList } from './api/list-products';
