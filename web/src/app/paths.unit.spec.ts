// Spec 2, routing rules: the route table's blockedAllowed flags are the one list of what a blocked user may open.
import { isOpenToBlocked, paths } from './paths';

describe('blocked users', () => {
  it('are allowed exactly the deactivated dashboard, sales channels with their connect and marketplace returns, support, payment information, add-yookassa-card, admin and login', () => {
    const allowed = Object.entries(paths)
      .filter(([, route]) => route.blockedAllowed)
      .map(([key]) => key)
      .sort();
    const admin = Object.keys(paths).filter((key) => key.startsWith('admin'));
    const expected = [
      'deactivatedDashboard',
      'salesChannels',
      'connectChannel',
      'ebaySuccess',
      'ebayFailure',
      'etsyOauthReturn',
      'support',
      'supportNewChat',
      'supportChat',
      'paymentInformation',
      'addYookassaCard',
      'login',
      ...admin,
    ];
    expect(allowed).toEqual(expected.sort());
  });

  it('reach the pages under an allowed route', () => {
    const open = [
      paths.deactivatedDashboard.href(),
      paths.salesChannels.href(),
      paths.connectChannel.href('etsy'),
      paths.ebaySuccess.href(),
      paths.ebayFailure.href(),
      paths.etsyOauthReturn.href(),
      paths.support.href(),
      paths.supportNewChat.href(),
      paths.supportChat.href('42'),
      paths.paymentInformation.href(),
      paths.addYookassaCard.href(),
      paths.admin.href(),
      paths.adminUser.href('u1', 'wallet'),
      '/admin/warehouse/products/p1/inventory-change-history',
      paths.adminPromocode.href('p1'),
    ];
    expect(open.filter((pathname) => !isOpenToBlocked(pathname))).toEqual([]);
  });

  it('are kept from every other seller page', () => {
    const closed = [
      paths.dashboard.href(),
      paths.ordersTab.href('all'),
      paths.products.href(),
      paths.productEdit.href('p1'),
      paths.shipmentsInbound.href(),
      paths.wallet.href(),
      paths.walletTab.href('spendings'),
      paths.subscription.href(),
      paths.subscriptionChange.href(),
      paths.profileInfo.href(),
      paths.testTable.href(),
      '/supportive',
      '/administration',
    ];
    expect(closed.filter((pathname) => isOpenToBlocked(pathname))).toEqual([]);
  });
});
