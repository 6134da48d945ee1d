import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { Card } from "./card.tsx";

describe("Card", () => {
  it("is a region named by its title's heading, with the description and the body under it", () => {
    render(
      <Card titleId="reminders-title" title="Deadline reminders" description="E-mails before each">
        <p>Body text</p>
      </Card>,
    );
    const region = screen.getByRole("region", { name: "Deadline reminders" });
    expect(region.tagName).toBe("SECTION");
    const heading = screen.getByRole("heading", { level: 2, name: "Deadline reminders" });
    expect(heading.id).toBe("reminders-title");
    expect(region.textContent).toBe("Deadline remindersE-mails before eachBody text");
  });

  it("puts its footer last, and leaves it out when there is none", () => {
    const { rerender } = render(
      <Card titleId="t" title="Devices" footer={<button type="button">Sign out everywhere</button>}>
        <p>Rows</p>
      </Card>,
    );
    const region = screen.getByRole("region", { name: "Devices" });
    expect(region.lastElementChild?.textContent).toBe("Sign out everywhere");
    rerender(
      <Card titleId="t" title="Devices" footer={null}>
        <p>Rows</p>
      </Card>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("region", { name: "Devices" }).lastElementChild?.textContent).toBe(
      "Rows",
    );
  });

  it("shows the header's actions beside the title", () => {
    render(
      <Card titleId="cases" title="Active Cases" actions={<button type="button">New Case</button>}>
        <p>List</p>
      </Card>,
    );
    const heading = screen.getByRole("heading", { name: "Active Cases" });
    expect(heading.parentElement?.contains(screen.getByRole("button", { name: "New Case" }))).toBe(
      true,
    );
  });

  it("without a title is a plain panel of the element asked for, keeping its own label and ref", () => {
    const ref = createRef<HTMLElement>();
    render(
      <ul>
        <Card as="li" ref={ref} aria-label="Smith v. Jones" className="px-4">
          Due soon
        </Card>
      </ul>,
    );
    const item = screen.getByRole("listitem", { name: "Smith v. Jones" });
    expect(item).toBe(ref.current);
    for (const look of ["rounded-xl", "border border-slate-200", "bg-white"])
      expect(item.className).toContain(look);
    expect(item.className).toContain("px-4");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("keeps an explicit accessible name over the title's", () => {
    render(<Card as="section" aria-label="Your picture and name" />);
    expect(screen.getByRole("region", { name: "Your picture and name" })).toBeTruthy();
  });
});

describe("a featured Card", () => {
  it("has the heavier border instead of the usual one", () => {
    render(
      <>
        <Card as="article" aria-label="Pro" featured />
        <Card as="article" aria-label="Free" />
      </>,
    );
    const pro = screen.getByRole("article", { name: "Pro" }).className;
    const free = screen.getByRole("article", { name: "Free" }).className;
    expect(pro).toContain("border-2 border-brand-800");
    expect(pro).not.toContain("border-slate-200");
    expect(free).toContain("border border-slate-200");
    expect(free).not.toContain("border-brand-800");
  });
});
