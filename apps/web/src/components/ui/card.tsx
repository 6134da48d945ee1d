import type { HTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../../lib/cn.ts";

type CardElement = "div" | "section" | "article" | "li" | "p";

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** The element: a titled card is a `section` unless told otherwise. */
  as?: CardElement;
  ref?: Ref<HTMLElement>;
  /** A header with the card's heading (h2), which names the card for assistive technology. */
  title?: ReactNode;
  /** The heading's id; required with `title`, it labels the card. */
  titleId?: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the right of the title (`null`: none, but the title is centred as if). */
  actions?: ReactNode;
  /** The header's padding and height, when not the usual `px-5 py-4`. */
  headerClassName?: string;
  /** A bottom strip under a rule, for the card's main button. */
  footer?: ReactNode;
  /** Stands out from the cards beside it (the recommended plan): a heavier, darker border. */
  featured?: boolean;
}

/**
 * The white bordered panel of every screen (profile cards, the dashboard's areas, invitations,
 * empty states): one border, corner and shadow everywhere. With `title` it is a section named by
 * its heading, with a header under which the body goes.
 */
export function Card({
  as,
  ref,
  title,
  titleId,
  description,
  actions,
  headerClassName,
  footer,
  featured = false,
  className,
  children,
  ...rest
}: CardProps) {
  const Element = (as ?? (title === undefined ? "div" : "section")) as "div";
  return (
    <Element
      ref={ref as Ref<HTMLDivElement>}
      aria-labelledby={title === undefined ? undefined : titleId}
      {...rest}
      className={cn(
        "rounded-xl bg-white",
        featured ? "border-2 border-brand-800 shadow-lg" : "border border-slate-200 shadow-sm",
        className,
      )}
    >
      {title === undefined ? null : (
        <CardHeader
          titleId={titleId}
          title={title}
          description={description}
          actions={actions}
          className={headerClassName}
        />
      )}
      {children}
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </Element>
  );
}

/** A card's heading, with an optional line under it and buttons at its right. */
export function CardHeader({
  titleId,
  title,
  description,
  actions,
  className,
}: {
  titleId?: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const heading = (
    <h2 id={titleId} className="font-serif text-lg font-bold text-brand-900">
      {title}
    </h2>
  );
  return (
    <div
      className={cn(
        "border-b border-slate-200",
        actions !== undefined && "flex flex-wrap items-center justify-between gap-3",
        className ?? "px-5 py-4",
      )}
    >
      {heading}
      {description ? <p className="mt-1 text-sm text-ink-600">{description}</p> : null}
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** The bottom strip of a card, under a rule. */
export function CardFooter({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("border-t border-slate-200 px-5 py-4", className)}>{children}</div>;
}
