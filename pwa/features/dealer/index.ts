// The dealer feature (lazily loaded with its routes): the dashboard, the seller sign-up, what selling here means
// (/sell signed out) and the public seller page.
export { DealerDashboard, SellerSignup } from './components/dealer-dashboard';
export { SellPage } from './components/sell-page';
export { SellerPage } from './components/seller-page';
