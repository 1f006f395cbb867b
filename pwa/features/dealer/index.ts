// The dealer feature (lazily loaded with its routes): the dashboard, the seller sign-up and the public seller page.
export { DealerDashboard, SellerSignup } from './components/dealer-dashboard';
export { SellerPage } from './components/seller-page';
