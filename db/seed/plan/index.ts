import { ADMIN, CUSTOMERS, SHOP_MANAGER } from "../content/people";
import { CONTACT_FORMS } from "../content/contact-forms";
import { SITE_OPTIONS } from "../content/site";
import { BASE_DATE, daysBefore } from "../dates";
import { Random } from "../random";
import { planMenus, planPosts } from "./content";
import { MediaCollector } from "./media";
import { planDemoProducts } from "./products";
import { flattenCategories, planAttributes, planTerms } from "./taxonomy";
import type { DemoPlan, UserPlan } from "./types";

/** When the shop was set up: pages, swatches and the administrator date from then. */
const SHOP_OPENED = daysBefore(BASE_DATE, 365);

/** The whole demo site as data. Pure: the same plan every time. */
export function buildDemoPlan(): DemoPlan {
  const media = new MediaCollector();
  const categories = flattenCategories();
  const attributes = planAttributes(media, SHOP_OPENED);
  const products = planDemoProducts(media, new Map(categories.map((c) => [c.slug, c])));

  // A category's picture is the main photo of its first product, or of its first child's.
  const categoryImages = new Map<string, string>();
  for (const product of products) {
    if (!categoryImages.has(product.categorySlug)) categoryImages.set(product.categorySlug, product.imageSlug);
  }
  for (const category of categories) {
    const image = categoryImages.get(category.slug);
    if (category.parentSlug && image && !categoryImages.has(category.parentSlug)) {
      categoryImages.set(category.parentSlug, image);
    }
  }

  const rng = Random.for("users");
  const users: UserPlan[] = [
    { ...ADMIN, createdAt: SHOP_OPENED },
    { ...SHOP_MANAGER, createdAt: SHOP_OPENED },
    ...CUSTOMERS.map((customer) => ({ ...customer, createdAt: daysBefore(BASE_DATE, rng.int(30, 330), rng.int(0, 900)) })),
  ];

  return {
    users,
    attributes,
    products,
    posts: planPosts(media, SHOP_OPENED),
    terms: planTerms(categoryImages),
    menus: planMenus(categories),
    contactForms: CONTACT_FORMS,
    options: SITE_OPTIONS,
    media: media.items,
  };
}
