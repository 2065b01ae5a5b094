import type { InstrumentInput } from "../../schema";
import { aeCorporateTaxLaw } from "./ae-corporate-tax-law";
import { aeLabourRelationsLaw } from "./ae-labour-relations-law";
import { brClt } from "./br-clt";
import { brCodigoDeDefesaDoConsumidor } from "./br-codigo-de-defesa-do-consumidor";
import { brLei40901962 } from "./br-lei-4090-1962";
import { brLei80361990 } from "./br-lei-8036-1990";
import { brLeiDoInquilinato } from "./br-lei-do-inquilinato";
import { cnCivilCode } from "./cn-civil-code";
import { cnConsumerRightsProtectionLaw } from "./cn-consumer-rights-protection-law";
import { cnLaborContractLaw } from "./cn-labor-contract-law";
import { cnLaborLaw } from "./cn-labor-law";
import { jpActOnLandAndBuildingLeases } from "./jp-act-on-land-and-building-leases";
import { jpActOnSpecifiedCommercialTransactions } from "./jp-act-on-specified-commercial-transactions";
import { jpCivilCode } from "./jp-civil-code";
import { jpConsumerContractAct } from "./jp-consumer-contract-act";
import { jpLaborContractAct } from "./jp-labor-contract-act";
import { jpLaborStandardsAct } from "./jp-labor-standards-act";
import { keEmploymentAct } from "./ke-employment-act";
import { krCivilAct } from "./kr-civil-act";
import { krHousingLeaseProtectionAct } from "./kr-housing-lease-protection-act";
import { krLaborStandardsAct } from "./kr-labor-standards-act";
import { mxLeyFederalDeProteccionAlConsumidor } from "./mx-ley-federal-de-proteccion-al-consumidor";
import { mxLeyFederalDelTrabajo } from "./mx-ley-federal-del-trabajo";
import { ngCama2020 } from "./ng-cama-2020";
import { ngLabourAct } from "./ng-labour-act";
import { nzCompaniesAct } from "./nz-companies-act";
import { nzConsumerGuaranteesAct } from "./nz-consumer-guarantees-act";
import { nzEmploymentRelationsAct } from "./nz-employment-relations-act";
import { nzResidentialTenanciesAct } from "./nz-residential-tenancies-act";
import { zaBcea } from "./za-bcea";
import { zaCompaniesAct } from "./za-companies-act";
import { zaConsumerProtectionAct } from "./za-consumer-protection-act";
import { zaLra } from "./za-lra";
import { zaRentalHousingAct } from "./za-rental-housing-act";

/** Everyday law (employment, tenancy, consumer, civil and company law, tax) of BR, MX, JP, KR, CN, ZA, NZ, KE, NG and AE. */
export const worldInstruments: InstrumentInput[] = [
  aeCorporateTaxLaw,
  aeLabourRelationsLaw,
  brClt,
  brCodigoDeDefesaDoConsumidor,
  brLei40901962,
  brLei80361990,
  brLeiDoInquilinato,
  cnCivilCode,
  cnConsumerRightsProtectionLaw,
  cnLaborContractLaw,
  cnLaborLaw,
  jpActOnLandAndBuildingLeases,
  jpActOnSpecifiedCommercialTransactions,
  jpCivilCode,
  jpConsumerContractAct,
  jpLaborContractAct,
  jpLaborStandardsAct,
  keEmploymentAct,
  krCivilAct,
  krHousingLeaseProtectionAct,
  krLaborStandardsAct,
  mxLeyFederalDeProteccionAlConsumidor,
  mxLeyFederalDelTrabajo,
  ngCama2020,
  ngLabourAct,
  nzCompaniesAct,
  nzConsumerGuaranteesAct,
  nzEmploymentRelationsAct,
  nzResidentialTenanciesAct,
  zaBcea,
  zaCompaniesAct,
  zaConsumerProtectionAct,
  zaLra,
  zaRentalHousingAct,
];
