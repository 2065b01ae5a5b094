import { describe, expect, it } from "vitest";
import { categoryLabel } from "./category-label";

describe("a category as a review's prose names it", () => {
  it("writes acronyms in capitals and the rest in sentence case, not the id title-cased", () => {
    expect(categoryLabel("ip_ownership_assignment")).toBe("IP ownership assignment");
    expect(categoryLabel("joint_ip_ownership")).toBe("Joint IP ownership");
    expect(categoryLabel("rofr_rofo_rofn")).toBe("ROFR/ROFO/ROFN");
    expect(categoryLabel("most_favored_nation")).toBe("Most favored nation");
    expect(categoryLabel("no_solicit_of_customers")).toBe("No-solicit of customers");
    expect(categoryLabel("termination_for_convenience")).toBe("Termination for convenience");
    expect(categoryLabel("payment_terms")).toBe("Payment terms");
  });
  it("reads an id it does not know with its underscores as spaces", () => {
    expect(categoryLabel("some_new_thing")).toBe("Some new thing");
  });
});
