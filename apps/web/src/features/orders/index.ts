/** What other features may use from the order history: an order's card and the customer's orders (the deposit entry lists them). */
export { OrderCard } from './components/order-card';
export { useOrdersHistory } from './api/get-orders';
export { OrdersLoadError, OrdersLoading } from './components/orders-load-states';
