/** A wrapping row of rounded links with 44 px tap targets (category shortcuts). */
export function PillLinks({ links }: { links: ReadonlyArray<{ name: string; url: string }> }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((l) => (
        <li key={l.url}>
          <a
            href={l.url}
            className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-4 text-sm text-ink no-underline hover:border-brand-700 hover:text-brand-700"
          >
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
