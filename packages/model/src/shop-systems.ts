/** What a system is to an online shop. */
export type ShopSystemKind = 'platform' | 'marketplace' | 'orders' | 'delivery' | 'payments' | 'email-marketing';

/**
 * The systems the site's e-commerce buyers run their shops on (the e-commerce industry page names
 * them all, in this order), what each is to a shop, and whether AI Seller 24/7 connects to it out of
 * the box: the bot reads the catalogue and stock from the platform, answers the marketplace's buyers,
 * looks up an order in the order system and a parcel with the carrier, and sends a payment link.
 * Klaviyo is AI Commerce Suite's (SellMate AI sends its cart-recovery e-mails through it); the bot
 * does not write e-mails. Brands, written the same in every language.
 */
export const SHOP_SYSTEMS = {
  PrestaShop: { kind: 'platform', aiSeller: true },
  Shoper: { kind: 'platform', aiSeller: true },
  Shopify: { kind: 'platform', aiSeller: true },
  WooCommerce: { kind: 'platform', aiSeller: true },
  Allegro: { kind: 'marketplace', aiSeller: true },
  BaseLinker: { kind: 'orders', aiSeller: true },
  InPost: { kind: 'delivery', aiSeller: true },
  Przelewy24: { kind: 'payments', aiSeller: true },
  Klaviyo: { kind: 'email-marketing', aiSeller: false },
} as const satisfies Readonly<Record<string, { kind: ShopSystemKind; aiSeller: boolean }>>;

export type ShopSystem = keyof typeof SHOP_SYSTEMS;

/** Every shop system, in the order the e-commerce industry page names them. */
export const SHOP_SYSTEM_NAMES = Object.keys(SHOP_SYSTEMS) as ShopSystem[];

/** The shop systems of these kinds AI Seller 24/7 connects to, in the list's order: a category of its integrations names them all. */
export function aiSellerShopSystems(kinds: readonly ShopSystemKind[]): ShopSystem[] {
  return SHOP_SYSTEM_NAMES.filter((name) => SHOP_SYSTEMS[name].aiSeller && (kinds as readonly string[]).includes(SHOP_SYSTEMS[name].kind));
}
