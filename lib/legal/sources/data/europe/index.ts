import type { InstrumentInput } from "../../schema";
import { chArbeitsgesetz } from "./ch-arbeitsgesetz";
import { chObligationenrecht } from "./ch-obligationenrecht";
import { chZivilgesetzbuch } from "./ch-zivilgesetzbuch";
import { esCodigoCivil } from "./es-codigo-civil";
import { esEstatutoDeLosTrabajadores } from "./es-estatuto-de-los-trabajadores";
import { esLeyDeArrendamientosUrbanos } from "./es-ley-de-arrendamientos-urbanos";
import { esLeyDeSociedadesDeCapital } from "./es-ley-de-sociedades-de-capital";
import { esTrlgdcu } from "./es-trlgdcu";
import { itCodiceCivile } from "./it-codice-civile";
import { itCodiceDelConsumo } from "./it-codice-del-consumo";
import { itStatutoDeiLavoratori } from "./it-statuto-dei-lavoratori";
import { nlBurgerlijkWetboek } from "./nl-burgerlijk-wetboek";
import { plKodeksPracy } from "./pl-kodeks-pracy";
import { plKodeksRodzinnyIOpiekunczy } from "./pl-kodeks-rodzinny-i-opiekunczy";
import { plUstawaOOchroniePrawLokatorow } from "./pl-ustawa-o-ochronie-praw-lokatorow";
import { plUstawaOPrawachKonsumenta } from "./pl-ustawa-o-prawach-konsumenta";
import { seArbetstidslag } from "./se-arbetstidslag";
import { seLagOmAnstallningsskydd } from "./se-lag-om-anstallningsskydd";
import { seSemesterlag } from "./se-semesterlag";
import { noArbeidsmiljoloven } from "./no-arbeidsmiljoloven";
import { noFerieloven } from "./no-ferieloven";
import { ptCodigoDoTrabalho } from "./pt-codigo-do-trabalho";
import { dkFunktionaerloven } from "./dk-funktionaerloven";

/** European states outside the EU-level instruments: NL, ES, IT, SE, PL and Switzerland. */
export const europeInstruments: InstrumentInput[] = [
  chArbeitsgesetz,
  chObligationenrecht,
  chZivilgesetzbuch,
  esCodigoCivil,
  esEstatutoDeLosTrabajadores,
  esLeyDeArrendamientosUrbanos,
  esLeyDeSociedadesDeCapital,
  esTrlgdcu,
  itCodiceCivile,
  itCodiceDelConsumo,
  itStatutoDeiLavoratori,
  nlBurgerlijkWetboek,
  plKodeksPracy,
  plKodeksRodzinnyIOpiekunczy,
  plUstawaOOchroniePrawLokatorow,
  plUstawaOPrawachKonsumenta,
  seArbetstidslag,
  seLagOmAnstallningsskydd,
  seSemesterlag,
  noArbeidsmiljoloven, noFerieloven,
  ptCodigoDoTrabalho, dkFunktionaerloven,
];
