import { useEffect, useRef } from "react";
import { Link } from "react-router";

export type StatusTab = { key: string; href: string; label: string; current: boolean };

/**
 * A screen's status tabs (WooCommerce's "subsubsub" row). On a phone the row is wider than the
 * screen: it scrolls sideways, with a shade at the edge that has more tabs behind it
 * (`bo-scroll-x`), and the current tab is scrolled into view when the page opens on it.
 */
export function StatusTabs({ label, tabs }: { label: string; tabs: readonly StatusTab[] }) {
  const row = useRef<HTMLElement>(null);
  const current = tabs.find((t) => t.current)?.key;
  useEffect(() => {
    const link = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = row.current;
    if (!link || !box) return;
    // Only the row scrolls (scrollIntoView would move the whole page too).
    const left = link.offsetLeft - box.offsetLeft;
    if (left < box.scrollLeft || left + link.offsetWidth > box.scrollLeft + box.clientWidth) box.scrollLeft = left - 16;
  }, [current]);
  return (
    <nav ref={row} aria-label={label} className="bo-scroll-x mt-4 -mx-4 px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2 whitespace-nowrap">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-md px-3 hover:bg-gray-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-[current=page]:bg-ink aria-[current=page]:text-white"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
