import { type KeyboardEvent, type PointerEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { tBackOffice } from "~/lib/i18n/areas/back-office";
import { dropIndex, moveBy, moveTo, orderChanged, removeAt, stepOfKey } from "../gallery-order";
import type { WcProduct } from "../wc-product";

type Image = WcProduct["images"][number];

/** The form's fields of the gallery: `images` in order, and the order shown at first, so a save sends them only when they changed. */
export const GALLERY_FIELD = "images";
const SHOWN_FIELD = "images_shown";

/** The `images` of `PUT wc/v3/products/{id}` from the product form, when the owner changed the pictures; else nothing. */
export function imagesForApi(form: FormData): { images?: Array<{ id: number }> } {
  if (!form.has(SHOWN_FIELD)) return {};
  const shown = String(form.get(SHOWN_FIELD)).split(",").filter(Boolean).map(Number);
  const ids = form.getAll(GALLERY_FIELD).map(Number);
  return orderChanged(shown, ids) ? { images: ids.map((id) => ({ id })) } : {};
}

type Drag = { pointerId: number; id: number; from: number; target: number; startX: number; startY: number; dx: number; dy: number; moving: boolean };
type Focus = { id: number; control: "item" | "up" | "down" };

/**
 * The product's pictures in order (WooCommerce's `images`: the first is the product's picture,
 * the rest its gallery), reordered by dragging a thumbnail (pointer events: mouse, pen and touch
 * alike), by the "Lên"/"Xuống" buttons or by Alt+arrow on a focused picture, each move told to
 * screen readers; a picture can be taken off the product. Its fields are posted with the product
 * form, which saves the new order.
 */
export function GalleryOrder({ images }: { images: Image[] }) {
  const headingId = useId();
  const hintId = useId();
  const [items, setItems] = useState<readonly Image[]>(images);
  const [announcement, setAnnouncement] = useState("");
  const [drag, setDrag] = useState<Drag | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<Focus | null>(null);
  const changed = orderChanged(
    images.map((i) => i.id),
    items.map((i) => i.id),
  );

  // A picture moved by the keyboard keeps the focus (or its button does, while it can still move that way).
  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || !list.current) return;
    focusAfter.current = null;
    const item = list.current.querySelector<HTMLElement>(`[data-image="${wanted.id}"]`);
    const button = wanted.control === "item" ? null : item?.querySelector<HTMLButtonElement>(`[data-move="${wanted.control}"]:not(:disabled)`);
    (button ?? item)?.focus();
  }, [items]);

  const announceMove = (from: number, to: number) =>
    setAnnouncement(tBackOffice(to < from ? "gallery.movedUp" : "gallery.movedDown", { from: from + 1, to: to + 1 }));

  const move = (index: number, step: -1 | 1, control: Focus["control"]) => {
    const moved = moveBy(items, index, step);
    if (!moved) return;
    focusAfter.current = { id: items[index]!.id, control };
    setItems(moved.items);
    announceMove(index, moved.index);
  };

  const remove = (index: number) => {
    const next = removeAt(items, index);
    // The focus goes to the picture that took its place, else the one before, else the list's heading.
    const neighbour = next[index] ?? next[index - 1];
    focusAfter.current = neighbour ? { id: neighbour.id, control: "item" } : null;
    setItems(next);
    setAnnouncement(tBackOffice("gallery.removed", { position: index + 1, count: next.length }));
    if (!neighbour) document.getElementById(headingId)?.focus();
  };

  const onItemKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key === "Escape" && drag) {
      cancelDrag();
      return;
    }
    const step = stepOfKey(event);
    if (step === null) return;
    event.preventDefault();
    move(index, step, "item");
  };

  // Dragging: the thumbnail follows the pointer and the slot it would take is marked; the list
  // changes when it is let go (moving the dragged element in the page meanwhile would end its
  // pointer capture).
  const onPointerDown = (event: PointerEvent<HTMLElement>, index: number) => {
    if (event.button !== 0 || drag) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ pointerId: event.pointerId, id: items[index]!.id, from: index, target: index, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0, moving: false });
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId || !list.current) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.moving && Math.hypot(dx, dy) < 6) return;
    const slots = Array.from(list.current.querySelectorAll<HTMLElement>("[data-image]")).map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    // The dragged slot's own centre has moved with it: its place is where it started.
    const from = slots[drag.from];
    if (from) slots[drag.from] = { x: from.x - drag.dx, y: from.y - drag.dy };
    setDrag({ ...drag, moving: true, dx, dy, target: dropIndex(slots, { x: event.clientX, y: event.clientY }) });
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (!drag.moving || drag.target === drag.from) return;
    focusAfter.current = { id: drag.id, control: "item" };
    setItems(moveTo(items, drag.from, drag.target));
    announceMove(drag.from, drag.target);
  };

  const cancelDrag = () => setDrag(null);

  return (
    <section className="bo-card" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold">
        {tBackOffice("gallery.title")}
      </h2>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {tBackOffice("gallery.hint")}
      </p>
      <input type="hidden" name={SHOWN_FIELD} value={images.map((i) => i.id).join(",")} />
      {items.map((image) => (
        <input key={image.id} type="hidden" name={GALLERY_FIELD} value={image.id} />
      ))}
      {items.length === 0 ? <p className="mt-3">{tBackOffice("gallery.empty")}</p> : null}
      <ol ref={list} className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
        {items.map((image, index) => {
          const position = index + 1;
          const name = image.alt || image.name;
          const dragged = drag?.moving && drag.id === image.id;
          const dropHere = drag?.moving && drag.target === index && drag.from !== index;
          return (
            <li
              key={image.id}
              data-image={image.id}
              tabIndex={0}
              aria-label={`${tBackOffice("gallery.item", { position, name })}${index === 0 ? `, ${tBackOffice("gallery.featured")}` : ""}`}
              aria-describedby={hintId}
              onKeyDown={(e) => onItemKey(e, index)}
              style={dragged ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
              className={`relative flex flex-col rounded-md border bg-white p-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                dragged ? "z-10 border-brand-700 opacity-90 shadow-xl" : dropHere ? "border-dashed border-brand-700 bg-brand-50 ring-2 ring-brand-700" : index === 0 ? "border-brand-700" : "border-gray-300"
              }`}
            >
              <div
                className="cursor-grab touch-none select-none active:cursor-grabbing"
                onPointerDown={(e) => onPointerDown(e, index)}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onPointerCancel={cancelDrag}

              >
                {/* The picture's name is the item's label: the thumbnail itself says nothing more. */}
                <img src={image.src} alt="" draggable={false} decoding="async" width={300} height={300} className="aspect-square w-full rounded object-cover" />
              </div>
              <p className="mt-2 flex min-h-6 flex-wrap items-center gap-x-2 text-sm" aria-hidden="true">
                <span className="font-semibold">{position}</span>
                {index === 0 ? <span className="bo-badge bo-badge-processing px-2 py-0 text-xs">{tBackOffice("gallery.featured")}</span> : null}
              </p>
              <div className="mt-1 grid grid-cols-2 gap-1">
                {(["up", "down"] as const).map((direction) => (
                  <button
                    key={direction}
                    type="button"
                    data-move={direction}
                    disabled={direction === "up" ? index === 0 : index === items.length - 1}
                    className="inline-flex min-h-11 items-center justify-center rounded-md border border-gray-400 bg-white px-1 text-sm font-medium hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:opacity-40"
                    onClick={() => move(index, direction === "up" ? -1 : 1, direction)}
                  >
                    {tBackOffice(direction === "up" ? "gallery.up" : "gallery.down")}
                    <span className="sr-only"> ({tBackOffice("gallery.ofItem", { position })})</span>
                  </button>
                ))}
                <button
                  type="button"
                  className="col-span-2 inline-flex min-h-11 items-center justify-center rounded-md border border-gray-400 bg-white px-1 text-sm font-medium text-sale hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
                  onClick={() => remove(index)}
                >
                  {tBackOffice("gallery.remove")}
                  <span className="sr-only"> ({tBackOffice("gallery.ofItem", { position })})</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="mt-3 text-sm">
        {announcement}
        {changed ? <span className="block text-muted">{tBackOffice("gallery.unsaved")}</span> : null}
      </p>
    </section>
  );
}
