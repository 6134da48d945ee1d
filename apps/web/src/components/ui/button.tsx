import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";

export type ButtonVariant =
  | "primary"
  | "accent"
  | "danger"
  | "outline"
  | "ghost"
  | "link"
  | "outline-light";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-800 text-white hover:bg-brand-700 shadow-sm",
  accent: "bg-accent-400 text-brand-900 hover:bg-accent-300 shadow-sm",
  danger: "bg-red-700 text-white hover:bg-red-800 shadow-sm",
  outline:
    "border border-slate-300 bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50",
  "outline-light": "border border-white/40 text-white hover:bg-white/10",
  ghost: "text-brand-800 hover:bg-brand-50",
  link: "text-brand-600 underline-offset-4 hover:underline px-0 py-0",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

/** The button look, for links that act as buttons (Get Started, Login...). */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = "primary", size = "md", className } = options;
  return cn(base, variants[variant], variant === "link" ? "" : sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
