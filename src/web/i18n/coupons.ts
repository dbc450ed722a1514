import coupons from './en/coupons.json';
import { addTranslations } from './index';

/** Strings of Discounts & Coupons (admin page) and the coupon field of the payment page. */
addTranslations('coupons', { en: coupons });
