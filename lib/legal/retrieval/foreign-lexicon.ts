/**
 * Everyday and legal words of German, French, Spanish, Italian and Dutch, each with the English words the registry's
 * summaries and situations use for it (`foreign-terms.ts` reads them). Written for the concepts of everyday law
 * (tenancy, work, consumer purchases, personal data, family, inheritance, police, companies, tax, contracts), not for
 * any evaluation question.
 *
 * One entry a line, `forms: english, english …` (an underscore joins the words of a form's phrase). The first English
 * reading is the word's translation; the others stand for it (`foreign-terms.ts`), as the vocabulary's legal terms
 * stand for an everyday word. A form is matched after folding (lower case, accents removed, German ä ö ü ß
 * as ae oe ue ss): exactly, or followed by one of the language's inflection endings (`ENDINGS` in foreign-terms.ts);
 * a form ending in `*` matches any word it begins. German and Dutch compounds are split into such forms
 * ("Mieterhöhung" → Miete + Erhöhung, "Kündigungsfrist" → Kündigung + Frist).
 */
export const LEXICON: Record<"de" | "fr" | "es" | "it" | "nl", string> = {
  de: `
miete mietzins: rent
mieter mieterin: tenant
vermieter vermieterin: landlord
wohnung wohnungen: flat, apartment, home
zimmer: room
haus: house, home
mietvertrag: tenancy, lease, rental agreement
kaution mietkaution mietzinsdepot depot: deposit, security
nebenkosten betriebskosten: service charges, operating costs
heizung: heating
schimmel: mould, defect
mangel maengel: defect
kaputt: broken, defective
reparier* reparatur: repair
erhoeh* erhoehung anheb* steiger*: raise, increase
mieterhoehung: rent increase
eigenbedarf: own use, landlord family
auszieh* auszug: move out, end of tenancy
einzieh* einzug: move in
umzieh* umzug: move
untervermiet* untermiete untermieter: sublet, third party
kuendig* kuendigung: notice, termination, terminate
gekuendigt: notice, termination, dismissed
frist fristen: period, notice, deadline
kuendigungsfrist: notice period
fristlos* sofort*: without notice, immediate
arbeitgeber firma: employer, boss
chef chefin boss: boss, employer
arbeitnehmer angestellte angestellter mitarbeiter mitarbeiterin beschaeftigte: employee, worker
arbeit* job stelle: work, job, employment
arbeitsvertrag: employment contract
arbeitszeit: working time, hours
arbeitsgericht gericht: court
entlass* rausgeworfen gefeuert: dismissed, dismissal, fired
betrieb*: business, establishment
grund gruende: reason, grounds
probezeit: probation period
befrist* befristung: fixed-term
verlaenger*: renew, extend
lohn gehalt verguetung verdienst bezahlung: wages, pay, salary
mindestlohn: minimum wage
stunde stunden: hours, hour
stundenlohn: hourly wage
ueberstunden mehrarbeit: overtime
pause pausen: break, rest
ruhezeit: rest period
nachtarbeit nachtschicht: night work
sonntag* feiertag*: sunday, public holiday
woche wochen: week, weeks
tag tage taeglich: day, days, daily
monat monate monatlich: month, months
jahr jahre jaehrlich: year, years, annual
teilzeit: part-time
vollzeit: full-time
urlaub urlaubstag* ferien ferientag* resturlaub: annual leave, holiday
urlaubsgeld: holiday pay
krank* krankheit arbeitsunfaehig*: sick, illness, incapacity
krankschreib* krankgeschrieb*: sick certificate, incapacity
erkrank*: sick, illness
grippe erkaeltung fieber: flu, sick, illness
arzt aerztin hausarzt: doctor
schwanger* schwangerschaft: pregnant, pregnancy
mutterschutz mutterschaft: maternity
geburt: birth
elternzeit: parental leave
elterngeld: parental allowance
kind kinder sohn tochter: child, children
vater: father
mutter: mother
eltern: parents
zeugnis arbeitszeugnis: reference, certificate, employment
abfindung: severance, compensation
entschaedig*: compensation
schadensersatz schaden schaeden: damages, damage, compensation
diskrimini* benachteilig*: discrimination
frau frauen: woman, sex
alter: age
behinder*: disability
belaestig* mobbing: harassment
betriebsrat: works council
gewerkschaft: trade union
kauf kaufen gekauft kaeufer: buy, purchase, buyer
verkaeufer haendler: seller, trader
bestell*: order
online internet: online, distance
zurueckschick* zuruecksend* zurueckgeb* rueckgabe: return, send back
widerruf* widerrufsrecht: withdrawal, withdraw
ruecktritt zuruecktret*: withdrawal, withdraw, rescind
ware waren: goods
garantie gewaehrleistung: guarantee, warranty
umtausch* austausch*: replace, replacement
erstatt* rueckzahl*: refund, repay
geld: money
rechnung rechnungen: invoice, bill
zahl* bezahl*: pay, payment
unbezahlt*: unpaid
verjaehr* verjaehrung: limitation period
vertrag vertraege: contract
unterschreib* unterschrieb*: sign
getaeuscht taeusch* gelogen luege: deceit, fraud, misrepresentation
anfecht*: avoid, rescind
minderjaehrig*: minor
erlaubnis einwillig* zustimm* zustimmung: consent, permission
erlaubt zulaessig: allowed, permitted, lawful
verbot* verboten: prohibited
daten personenbezogen*: personal data
datenschutz: data protection
gespeichert speicher*: stored, storage
loesch* geloescht: erasure, delete
auskunft: access, information
weitergegeb* weitergeleitet: disclosed, shared, transfer
video* kamera* ueberwach*: video, surveillance, camera, monitoring
werbung werbeanruf*: advertising, direct marketing
cookies: cookies, consent
ehe ehemann ehefrau mann: spouse, husband, marriage
getrennt trennung: separated, living apart
scheid* scheidung: divorce
unterhalt: maintenance
sorgerecht sorge: parental custody
umgang* umgangsrecht: contact
testament: will, testament
erb* erbe erben erbschaft: inherit, heir, estate
gestorben tod verstorben*: death, died
pflichtteil: compulsory share
polizei: police
festgenommen festnahme verhaftet: arrested, arrest
anwalt verteidiger: lawyer, defence counsel
durchsuch*: search
beschluss: court order, warrant
richter richterlich*: judge
beschuldigt*: accused
gesellschafter: shareholder
geschaeftsfuehrer: managing director
gmbh: limited company
buecher: books, records
einsicht: inspection
steuer steuern: tax
steuererklaerung: tax return
finanzamt: tax office
hund hunde: dog, animal
tier tiere: animal
nachbar nachbarn: neighbour
auto: car
unfall*: accident
handy: mobile, phone
darf duerfen: allowed, may
muss muessen: must, obliged
verlang*: demand, require
recht rechte: right, rights
anspruch: entitlement, claim
gesetz* gesetzlich: statutory, legal
hoch hoehe: how much, amount
weniger: less, reduce
mindestens: minimum, at least
eins: one
zwei: two
drei: three
vier: four
fuenf: five
sechs: six
sieben: seven
acht: eight
neun: nine
zehn: ten
elf: eleven
zwoelf: twelve
zwanzig: twenty
dreissig: thirty
januar februar maerz april mai juni juli august september oktober november dezember: month
zeit: time
lange lang: long
letzte letzten letztes vorige vorigen: last, previous
naechste naechsten naechstes: next
neu neue neuen: new
alt alte alten: old
gueltig wirksam: valid, effective
bekomm* erhalt*: get, receive
geb* gegeben: give
nehm* genommen: take
mach* gemacht: do, make
sag* gesagt: say, tell
geh* gegangen: go
arbeiten gearbeitet: work
weiter: continue, still
frueher vorher: before, earlier
spaeter nachher: later, after
schriftlich: in writing, written
brief: letter
email mail: email
klage klagen einklag* verklag*: sue, claim, court action
wehr*: challenge, object
weiger*: refuse
brauch*: need
mitteil* informier*: notify, inform
freund freundin: friend
familie: family
ausland: abroad
kosten: costs
euro: euro
prozent: percent
rueckgaengig: cancel, undo
`,
  fr: `
loyer loyers: rent
locataire locataires: tenant
proprietaire bailleur: landlord
logement appartement: flat, apartment, home, dwelling
maison: house, home
bail baux: lease, tenancy
location: rental, lease
louer loue louee: rent, let
vide: unfurnished
meuble meublee: furnished
depot caution: deposit, security
garantie: guarantee, deposit
etat_des_lieux: inventory, condition
charges: service charges
chauffage: heating
reparer reparation* repar*: repair
travaux: works, repairs
augmenter augmentation augmente: increase, raise
revision: revision
preavis: notice period
resiliation resilier resilie: termination, notice
conge: notice, leave
quitter: leave, end
expulser expulsion: eviction
hiver treve: winter
demenag*: move
sous_louer sous_location: sublet
employeur entreprise: employer, boss
patron chef: boss, employer
salarie salariee employe employee travailleur: employee, worker
travail: work, employment
licenci* licenciement: dismissal, dismissed, fired
demission demissionner: resignation, resign
rupture: termination
indemnite_de_licenciement: severance pay, dismissal, compensation
indemnite indemnisation indemniser: compensation, payment
motif: reason, cause
essai: probationary, trial period
cdi: open-ended contract
cdd: fixed-term contract
contrat contrats: contract
salaire salaires paie remuneration: wages, pay, salary
smic: minimum wage
heure heures: hours, hour
heures_supplementaires supplementaire*: overtime
semaine semaines: week, weeks
jour jours journee: day, days
mois: month, months
an ans annee annees: year, years
pause: break
repos: rest
nuit: night
dimanche: sunday
conges_payes: paid leave
vacances: holiday, leave
malade maladie: sick, illness
enceinte grossesse: pregnant, pregnancy
maternite: maternity
paternite: paternity
naissance: birth
enfant enfants fils fille: child, children
harcel* humili*: harassment
discrimin*: discrimination
syndicat* syndiqu*: trade union
abusi*: abusive, unfair
achete acheter achat: buy, purchase
vendeur vendeuse commercant: seller, trader
commande commander: order
internet ligne: online, distance
retract* retractation: withdrawal, withdraw
renvoyer retourner retour: return, send back
rembours*: refund
panne defectueux defaut: defect, broken, fault
casse cassee: broken
conformite: conformity
facture factures: invoice
paiement payer paie: payment, pay
retard: late, delay
delai delais: time, limit, period
donnees: data
personnelles personnel*: personal
effacer efface suppr* supprimer: erasure, delete
acces: access
cookies cookie traceur*: cookies, consent
accord consentement: consent
site: website
mari epoux epouse femme: spouse, husband, wife
divorc* divorce: divorce
amiable: mutual consent
juge: judge
pension_alimentaire: maintenance
garde: custody
heritage heritier* herit*: inherit, heir, estate
testament: will
deces decede mort: death, died
police policier*: police
garde_a_vue: police custody
avocat: lawyer
arrete arrestation: arrest
perquisition: search
client clients: customer, client
professionnel: business
societe: company
gerant: manager
actionnaire associe: shareholder
impot impots: tax
droit droits: right, rights
legal legale: lawful, legal
permis: allowed
peut pouvoir: may
doit devoir: must
deux: two
trois: three
quatre: four
cinq: five
six: six
sept: seven
huit: eight
dix: ten
onze: eleven
douze: twelve
quinze: fifteen
vingt: twenty
trente: thirty
janvier fevrier mars avril juin juillet aout septembre octobre novembre decembre: month
temps: time
long longtemps: long
dernier derniere: last
prochain prochaine: next
nouveau nouvelle: new
vieux vieille ancien ancienne: old
valable valide: valid
obtenir recevoir recu: get, receive
rendre rendu: give back, return
donner donne: give
prendre pris: take
faire: do, make
dire dit: say, tell
aller: go
travailler travaille: work
refus*: refuse
ecrit: in writing, written
lettre: letter
mail courriel email: email
loi lois: law
tribunal prud'hommes: court
ami amie: friend
famille: family
etranger: abroad
cout couts frais: costs
euro euros: euro
pourcent pour_cent: percent
sortie: exit, end
collegue collegues: colleagues
ordinateur: computer, device
demander demande: ask, request
annuler annulation annule: cancel, cancellation
`,
  es: `
alquiler alquileres renta: rent
inquilino inquilina arrendatario: tenant
casero casera propietario arrendador: landlord
piso vivienda casa apartamento: flat, home, dwelling
contrato contratos: contract
fianza deposito: deposit, security
subir subida sube aumentar aumento: increase, raise
actualiz*: update, revision
irme marcharme dejar: leave
desisti* desistimiento: withdrawal, withdraw, terminate
duracion dura durar: duration, term
minimo minima: minimum
prorroga: extension, renewal
reparar reparacion* arregl*: repair
obras: works, repairs
desahuci*: eviction
empresa empleador empresario: employer, boss
jefe jefa: boss, employer
trabajador trabajadora empleado empleada: employee, worker
trabajo: work, employment, job
despid* despedido despedida despedir: dismissal, dismissed, fired
improcedente: unfair
disciplinari*: disciplinary
indemnizacion indemniz*: compensation, severance
motivo causa: reason, cause
salario sueldo nomina: wages, salary, pay
salario_minimo: minimum wage
horas hora: hours, hour
horas_extra extraordinarias: overtime
jornada: working time, hours
vacaciones: annual leave, holiday
descanso: rest
permiso permisos: leave
prueba: probation, trial
periodo: period
desconect* desconexion: disconnection, digital
correos correo: email
noche: night
baja enfermedad enfermo enferma: sick, illness
embarazada embarazo: pregnant, pregnancy
maternidad: maternity
nacimiento: birth
hijo hija hijos: child, children
compre compra comprar comprado: buy, purchase
tienda vendedor: seller, trader
internet online: online, distance
devolver devolucion devolverlas devolverlo: return, refund
reembols*: refund
roto rota estropeo estropeado averia defecto: broken, defect, fault
garantia: guarantee, warranty
conformidad: conformity
publicidad publicitarios publicitario: advertising, commercial communications
datos: data
personales: personal
borrar supresion: erasure, delete
divorci* divorcio: divorce
marido esposo esposa mujer: spouse, husband, wife
pension_compensatoria: compensatory pension
herencia heredero*: inheritance, heir
testamento: will
policia: police
abogado: lawyer
detenido detencion: arrest
sociedad: company
socio socios: shareholder, partner
administrador*: director
dividendo*: dividend
impuesto impuestos: tax
ley: law
derecho derechos: right, rights
legal: lawful, legal
puede puedo: may
dia dias: day, days
mes meses: month, months
ano anos anual: year, years, annual
semana semanas: week, weeks
uno: one
dos: two
tres: three
cuatro: four
cinco: five
seis: six
siete: seven
ocho: eight
nueve: nine
diez: ten
once: eleven
doce: twelve
quince: fifteen
veinte: twenty
treinta: thirty
enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre: month
tiempo: time
largo larga: long
ultimo ultima: last
proximo proxima siguiente: next
nuevo nueva: new
viejo vieja antiguo: old
valido valida: valid
recib* cobr*: receive, paid
pedir pide pidio: ask, demand
dar: give
tomar coger: take
hacer: do, make
decir dice dijo: say, tell
ir voy: go
trabajar trabajo: work
neg* niega: refuse
escrito: in writing, written
carta: letter
email: email
tribunal juzgado juez: court, judge
amigo amiga: friend
familia: family
extranjero: abroad
gastos coste: costs
euro euros: euro
por_ciento: percent
llegar_tarde tarde: late
cancelar: cancel
`,
  it: `
affitto canone: rent
inquilino conduttore: tenant
padrone locatore proprietario: landlord
casa appartamento abitazione: home, flat, dwelling
locazione: lease, tenancy
contratto contratti: contract
caparra cauzione deposito: deposit
datore datore_di_lavoro azienda: employer, boss
capo: boss, employer
lavoratore lavoratrice dipendente dipendenti: employee, worker
lavoro: work, employment, job
licenzi* licenziato licenziata licenziamento: dismissal, dismissed, fired
giusta_causa: just cause
reintegr*: reinstatement
dimission*: resignation
telecamer* videosorveglianza controll*: camera, monitoring, surveillance, control
ferie: annual leave, holiday
riposo: rest
pagate pagato retribuit* retribuzione stipendio salario paga: paid, pay, wages
usato usata: used, second-hand
privato privata: private
auto macchina: car
tfr fine_rapporto: end of employment, severance
lascio lasciare: leave, end
malattia malato malata: sick, illness
gravidanza incinta: pregnancy, pregnant
maternita: maternity
figlio figlia figli: child, children
concorrenza: competition, non-compete
compenso: compensation, payment
comprato comprare acquisto acquistato: buy, purchase
venditore negozio: seller, trader
online internet distanza: online, distance
restituir* reso: return
recede* recesso: withdrawal, withdraw
rimbors*: refund
difetto difetti vizio vizi: defect
nascosto: hidden
garanzia: guarantee, warranty
telefonate telefonata chiamate: telephone calls
pubblicitari* pubblicita: advertising, marketing
consenso: consent
dati: data
personali: personal
cancellar* cancellazione: erasure, delete
prescrizione: limitation period
credito: claim, credit, debt
soldi denaro: money
anni anno: years, year
giorni giorno: days, day
mesi mese: months, month
settimana settimane: week, weeks
minorenne: minor
maggiorenne: majority, adult
firmare: sign
divorzi* separazion*: divorce, separation
marito moglie coniuge: spouse, husband, wife
mantenimento: maintenance
eredita erede eredi: inheritance, heir
testamento: will
polizia: police
avvocato: lawyer
arrestato arresto: arrest
societa: company
soci socio: shareholder
amministratore amministratori: director
utili dividendi: profits, dividends
tasse imposte: tax
diritto diritti: right, rights
lecito: lawful
valido: valid
puo posso: may
due: two
tre: three
quattro: four
cinque: five
sette: seven
otto: eight
nove: nine
dieci: ten
undici: eleven
dodici: twelve
quindici: fifteen
venti: twenty
trenta: thirty
gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre: month
tempo: time
lungo lunga: long
ultimo ultima scorso scorsa: last
prossimo prossima: next
nuovo nuova: new
vecchio vecchia: old
ricev* ottener*: receive, get
chieder* chiedo: ask, demand
dare dato: give
prender*: take
fare farlo fatto: do, make
dire detto: say, tell
andare: go
lavorare: work
rifiut*: refuse
scritto per_iscritto: in writing, written
lettera: letter
email mail: email
tribunale giudice: court, judge
amico amica: friend
famiglia: family
estero: abroad
spese costi: costs
euro: euro
per_cento percento: percent
indietro: back
ufficio: office, workplace
installar*: install
spetta spettano: entitled
arrivano arriva: receive
`,
  nl: `
huur: rent
huurder: tenant
verhuurder huisbaas: landlord
woning huis appartement: home, flat, dwelling
kamer: room
huurcontract huurovereenkomst: lease, tenancy
waarborg borg: deposit
verhog* verhoging: increase, raise
repareer* reparatie* repareren: repair
lekkage lek: leak, defect
gebrek gebreken: defect
opgezegd opzegg* opzeg*: notice, termination
opzegtermijn: notice period
beeindig*: terminate, end
werkgever: employer, boss
baas: boss, employer
werknemer medewerker: employee, worker
werk baan: work, job, employment
arbeidsovereenkomst contract: employment contract
ontslag ontslagen ontslaan: dismissal, dismissed, fired
transitievergoeding vergoeding: transition payment, compensation
termijn: period
proeftijd: probationary period
tijdelijk tijdelijke: fixed-term
loon salaris: wages, salary, pay
doorbetal*: continued pay
ziek ziekte: sick, illness
zwanger zwangerschap: pregnant, pregnancy
vakantie vakantiedagen verlof: annual leave, holiday
uren uur: hours
overuren: overtime
concurrentiebeding: non-compete
gekocht kopen koop: buy, purchase
winkel verkoper webwinkel: seller, trader, shop
online internet: online, distance
terugsturen retour* terugbrengen: return, send back
herroep* bedenktijd: withdrawal, withdraw
geld_terug terugbetal*: refund
kapot defect: broken, defective
garantie: guarantee
persoonsgegevens gegevens: personal data
verwijder* wissen: erasure, delete
gelekt datalek: data breach
inlichten informeren: notify, inform
scheid* scheiding: divorce
alimentatie partneralimentatie: maintenance, spousal
echtgenoot echtgenote: spouse
kinderalimentatie: child maintenance
kind kinderen: child, children
erfenis erfgenaam: inheritance, heir
testament: will
politie: police
advocaat: lawyer
bv: private limited company
bestuurder: director
belasting: tax
dagen dag: days, day
maanden maand: months, month
jaar jaren: years, year
minimaal: minimum
mag mogen: allowed, may
moet moeten: must
recht: right, entitled
hoeveel: how much, how many
twee: two
drie: three
vier: four
vijf: five
zes: six
zeven: seven
acht: eight
negen: nine
tien: ten
elf: eleven
twaalf: twelve
twintig: twenty
dertig: thirty
januari februari maart april mei juni juli augustus september oktober november december: month
tijd: time
lang lange: long
vorig vorige laatste: last
volgend volgende: next
nieuw nieuwe: new
oud oude: old
geldig: valid
krijg*: get, receive
geven: give
nemen: take
doen: do
zeggen: say
gaan: go
werken: work
weiger*: refuse
schriftelijk: in writing, written
brief: letter
mail e-mail email: email
rechter rechtbank: court, judge
vriend vriendin: friend
familie: family
buitenland: abroad
kosten: costs
euro: euro
procent: percent
`,
};
