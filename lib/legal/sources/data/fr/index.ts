import type { InstrumentInput } from "../../schema";
import { frCodeDeCommerce } from "./fr-code-de-commerce";
import { frCodeDeLaConsommation } from "./fr-code-de-la-consommation";
import { frCodeDeProcedurePenale } from "./fr-code-de-procedure-penale";
import { frCodeDesProceduresCivilesDExecution } from "./fr-code-des-procedures-civiles-d-execution";
import { frCodeDuTravail } from "./fr-code-du-travail";
import { frCpce } from "./fr-cpce";
import { frCodeGeneralDesImpots } from "./fr-code-general-des-impots";
import { frLoi1989462 } from "./fr-loi-1989-462";

/** French codes and statutes other than the Code civil (which sits with the older EU-region files). */
export const frInstruments: InstrumentInput[] = [
  frCodeDeCommerce,
  frCodeDeLaConsommation,
  frCodeDeProcedurePenale,
  frCodeDesProceduresCivilesDExecution,
  frCodeDuTravail,
  frCpce,
  frCodeGeneralDesImpots,
  frLoi1989462,
];
