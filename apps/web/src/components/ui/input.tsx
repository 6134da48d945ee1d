import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "../../lib/cn.ts";

export const inputClasses =
  "block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-ink-900 shadow-xs placeholder:text-slate-400 transition-colors hover:border-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-50 aria-[invalid=true]:border-red-600 sm:text-sm";

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(inputClasses, className)} {...props} />;
}
