import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { cn } from "../../../lib/cn.ts";

/** One of the dashboard's three areas: a titled, bordered section. */
export function Panel({
  titleId,
  title,
  actions,
  children,
  className,
}: {
  titleId: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card
      titleId={titleId}
      title={title}
      actions={actions ?? null}
      headerClassName="min-h-16 px-4 py-3 sm:px-5"
      className={cn("flex h-full min-w-0 flex-col", className)}
    >
      {children}
    </Card>
  );
}
