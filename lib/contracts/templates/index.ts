import type { ContractTemplate } from "../types";
import { commercialTemplates } from "./commercial";
import { consumerTemplates } from "./consumer";
import { corporateTemplates } from "./corporate";
import { disputesTemplates } from "./disputes";
import { employmentTemplates } from "./employment";
import { indiaTemplates } from "./india";
import { ipTemplates } from "./ip";
import { privacyTemplates } from "./privacy";
import { realEstateTemplates } from "./real-estate";
import { technologyTemplates } from "./technology";

/** Every template, grouped as the catalogue lists them. */
export const allTemplates: readonly ContractTemplate[] = [
  ...commercialTemplates,
  ...technologyTemplates,
  ...ipTemplates,
  ...employmentTemplates,
  ...corporateTemplates,
  ...realEstateTemplates,
  ...privacyTemplates,
  ...consumerTemplates,
  ...disputesTemplates,
  ...indiaTemplates,
];
