import { inArray } from "drizzle-orm";
import { hashPassword } from "../../../app/features/account/.server/passwords";
import type { Tx } from "../../../app/platform/.server/db";
import { contactForms, menuItems, menus, options, postComments, postTerms, posts, users } from "../../schema";
import { BASE_DATE } from "../dates";
import type { MenuItemSeed } from "../content/site";
import type { ContactFormPlan, MenuPlan, PostPlan, UserPlan } from "../plan/types";
import { idOf, termKey } from "./refs";

/**
 * Accounts may exist before the catalogue (someone registered on an empty shop): those are kept,
 * and their ids are used.
 */
export async function insertUsers(tx: Tx, plans: readonly UserPlan[]): Promise<Map<string, number>> {
  const hashes = await Promise.all(plans.map((u) => (u.password ? hashPassword(u.password) : null)));
  await tx
    .insert(users)
    .values(
      plans.map((u, i) => ({
        login: u.login,
        email: u.email,
        displayName: u.displayName,
        // The demo accounts' documented passwords; the others sign in once their owner sets one.
        passwordHash: hashes[i] ?? null,
        roles: u.roles,
        createdAt: u.createdAt,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, plans.map((u) => u.login)));
  return new Map(rows.map((row) => [row.login, row.id]));
}

export async function insertPosts(
  tx: Tx,
  plans: readonly PostPlan[],
  refs: { authorId: number; media: ReadonlyMap<string, number>; terms: ReadonlyMap<string, number> },
): Promise<void> {
  const rows = await tx
    .insert(posts)
    .values(
      plans.map((post) => ({
        type: post.type,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        authorId: refs.authorId,
        featuredImageId: post.imageSlug ? idOf(refs.media, post.imageSlug, "ảnh") : null,
        menuOrder: post.menuOrder,
        publishedAt: post.publishedAt,
        updatedAt: post.publishedAt,
      })),
    )
    .returning({ id: posts.id, type: posts.type, slug: posts.slug });
  const ids = new Map(rows.map((row) => [`${row.type}/${row.slug}`, row.id]));
  const links = plans.flatMap((post) =>
    post.terms.map((term) => ({
      postId: idOf(ids, `${post.type}/${post.slug}`, "bài viết"),
      termId: idOf(refs.terms, termKey(term.taxonomy, term.slug), "thuật ngữ"),
    })),
  );
  if (links.length > 0) await tx.insert(postTerms).values(links);
  for (const post of plans) {
    // One at a time: a reply needs the id of the comment it answers.
    const made: number[] = [];
    for (const c of post.comments) {
      const [row] = await tx
        .insert(postComments)
        .values({
          postId: idOf(ids, `${post.type}/${post.slug}`, "bài viết"),
          parentId: c.replyTo === null ? null : made[c.replyTo]!,
          authorName: c.authorName,
          authorEmail: c.authorEmail,
          content: c.content,
          status: "approved",
          createdAt: c.createdAt,
        })
        .returning({ id: postComments.id });
      made.push(row!.id);
    }
  }
}

/** Writes each menu level after its parent, so children can point at their parent's id. */
export async function insertMenus(tx: Tx, plans: readonly MenuPlan[]): Promise<number> {
  let count = 0;
  const insertLevel = async (menuId: number, items: readonly MenuItemSeed[], parentId: number | null) => {
    const rows = await tx
      .insert(menuItems)
      .values(items.map((item, position) => ({ menuId, parentId, position, label: item.label, url: item.url })))
      .returning({ id: menuItems.id });
    count += rows.length;
    for (const [i, item] of items.entries()) {
      const row = rows[i];
      if (row && item.children && item.children.length > 0) await insertLevel(menuId, item.children, row.id);
    }
  };
  for (const plan of plans) {
    const [menu] = await tx.insert(menus).values({ location: plan.location, name: plan.name }).returning({ id: menus.id });
    if (!menu) throw new Error(`Không ghi được menu ${plan.location}`);
    await insertLevel(menu.id, plan.items, null);
  }
  return count;
}

export async function insertContactForms(tx: Tx, forms: readonly ContactFormPlan[]): Promise<void> {
  await tx.insert(contactForms).values(
    forms.map((form) => ({ slug: form.slug, title: form.title, template: form.template, mail: form.mail, createdAt: BASE_DATE })),
  );
}

/** Options the shop's owner already set are kept: the seed only fills in what is missing. */
export async function insertOptions(tx: Tx, values: Readonly<Record<string, unknown>>): Promise<void> {
  await tx
    .insert(options)
    .values(Object.entries(values).map(([name, value]) => ({ name, value, updatedAt: BASE_DATE })))
    .onConflictDoNothing({ target: options.name });
}
