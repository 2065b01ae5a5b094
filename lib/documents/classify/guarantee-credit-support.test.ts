import { describe, expect, it } from "vitest";
import { checklistFor } from "../review/checklist";
import { documentTypeOf } from "./document-type";

describe("guarantees and credit support are their own kinds, whatever agreement they secure", () => {
  it("a guarantee of a franchise (or any) agreement is a guarantee, and is not held to the secured agreement's checklist", () => {
    const text = 'Schedule 3 to Area Development Agreement  GUARANTY OF AREA DEVELOPMENT AGREEMENT  In consideration of Maple Cafes, Inc. ("Franchisor") entering into the Area Development Agreement, the undersigned ("Guarantors") jointly and severally guarantee payment.';
    const type = documentTypeOf("Schedule 3 to Area Development Agreement", text);
    expect(type.id).toBe("guarantee");
    const checklist = checklistFor(type, text);
    expect(checklist.ids).toEqual(["governing_law"]);
  });
  it("titles that say guarantee or suretyship: personal, parent company, deed of suretyship", () => {
    expect(documentTypeOf("PERSONAL GUARANTEE", "I, the undersigned, guarantee the obligations of Harbour Foods Ltd.").id).toBe("guarantee");
    expect(documentTypeOf("PARENT COMPANY GUARANTEE", "Orion Holdings plc guarantees to the Employer the performance of the Contractor.").id).toBe("guarantee");
    expect(documentTypeOf("DEED OF SURETYSHIP", "The Surety binds itself as surety and co-principal debtor.").id).toBe("guarantee");
  });
  it("near miss: a lender called 'Guaranty Bank' or a franchise agreement with a guaranty attached is not a guarantee", () => {
    expect(documentTypeOf("LOAN AGREEMENT", "This Loan Agreement is made between Guaranty Bank, FSB and Bluefin LLC.").id).toBe("loan");
    expect(documentTypeOf("FRANCHISE AGREEMENT", "Franchisor grants Franchisee the right to operate. The owners shall sign the Personal Guaranty in Exhibit C.").id).toBe("franchise");
  });
  it("a liquidity or keep-well undertaking, or one given as consideration for a lender's credit agreement, is a loan/credit document", () => {
    expect(documentTypeOf("LIQUIDITY SUPPORT AGREEMENT", "Sponsor shall maintain liquidity of not less than $5,000,000.").id).toBe("loan");
    expect(documentTypeOf("KEEP-WELL AGREEMENT", "Parent shall keep Subsidiary solvent.").id).toBe("loan");
    const text = "COMPLETION AND MAINTENANCE AGREEMENT\n\nAs consideration for the Bank entering into the Credit Agreement to provide loans to Borrower, Sponsor agrees to complete the plant and maintain working capital.";
    expect(documentTypeOf("COMPLETION AND MAINTENANCE AGREEMENT", text).id).toBe("loan");
    // Near miss: a maintenance agreement with no lender behind it stays services.
    expect(documentTypeOf("MAINTENANCE AGREEMENT", "Contractor shall maintain the lifts in the Building for the Owner.").id).toBe("services");
  });
  it("a kind read only from words the opening repeats is uncertain, and is not held to a checklist of 'missing' clauses", () => {
    // The opening's first lines name no kind; the words that do come later, in the body.
    const text = `Agreement between Alder Ltd of 1 Mill Lane, Leeds and Birch Ltd of 2 Kiln Road, York.${" The parties agree as follows.".repeat(20)} Alder shall provide the services listed below. The services are provided monthly.`;
    const type = documentTypeOf("", text);
    expect(type).toEqual({ id: "services", partial: false, uncertain: true });
    const checklist = checklistFor(type, text);
    expect(checklist.ids).toBeNull();
    expect("reason" in checklist && checklist.reason).toMatch(/uncertain/);
    // Near miss: a title that names the kind is certain.
    expect(documentTypeOf("SERVICES AGREEMENT", text)).toEqual({ id: "services", partial: false });
  });
});
