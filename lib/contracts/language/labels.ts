/**
 * Key-term names as a German or French draft names them where a term the type has no place for is set out as a
 * special term; a name not listed (the caller's own) is quoted as given. Choice values likewise.
 */
export const TERM_LABELS: Record<"de" | "fr", Record<string, string>> = {
  de: {
    nda_type: "Art der Vereinbarung", purpose: "Zweck", duration: "Laufzeit", confidentiality_period: "Dauer der Geheimhaltungspflicht", recipient_kind: "Art des Empfängers",
    effective_date: "Inkrafttreten", governing_law: "Anwendbares Recht", dispute_resolution: "Streitbeilegung", arbitration_seat: "Schiedsort", venue: "Gerichtsstand",
    party_a_address: "Anschrift der ersten Partei", party_b_address: "Anschrift der zweiten Partei", liability_cap: "Haftungshöchstbetrag", termination_notice: "Kündigungsfrist",
    services: "Leistungen", fees: "Vergütung", payment_terms: "Zahlungsziel", late_payment_interest: "Verzugszinssatz", service_credit: "Servicegutschrift", fee_cap: "Vergütungshöchstbetrag",
    expenses: "Auslagen", key_personnel: "Schlüsselpersonen", ip_ownership: "Rechte an Arbeitsergebnissen", service: "Dienst", subscription_fees: "Nutzungsentgelt",
    authorised_users: "Berechtigte Nutzer", renewal: "Verlängerung", renewal_notice: "Frist für die Nichtverlängerung", availability: "Verfügbarkeit", support_hours: "Supportzeiten",
    data_location: "Speicherort der Daten", fee_increase_cap: "Höchstgrenze für Preiserhöhungen", software: "Software", licence_fee: "Lizenzgebühr", permitted_use: "Zulässige Nutzung",
    licensed_quantity: "Lizenzumfang", delivery_method: "Auslieferung", warranty_period: "Verjährungsfrist für Mängelansprüche", job_title: "Tätigkeit", start_date: "Beginn",
    salary: "Vergütung", place_of_work: "Arbeitsort", working_hours: "Arbeitszeit", probation_period: "Probezeit", annual_leave: "Urlaub", notice_period: "Kündigungsfrist",
    non_compete_period: "Dauer des Wettbewerbsverbots", non_compete_area: "Gebiet des Wettbewerbsverbots", products: "Vertragsprodukte", price: "Preis", exclusivity: "Ausschließlichkeit",
    delivery_terms: "Lieferbedingungen", lead_time: "Lieferfrist", minimum_order_quantity: "Mindestbestellmenge", territory: "Vertragsgebiet", minimum_purchases: "Mindestabnahme",
    discount: "Rabatt", loan_amount: "Darlehensbetrag", interest_rate: "Zinssatz", repayment_date: "Rückzahlungstermin", drawdown_date: "Auszahlungstermin",
    repayment_schedule: "Tilgungsplan", interest_period: "Zinsperiode", default_interest: "Verzugszuschlag", security: "Sicherheiten", financial_covenants: "Finanzkennzahlen",
    cross_default_threshold: "Schwellenwert für Drittverzug", premises: "Mietsache", rent: "Miete", commencement_date: "Mietbeginn", rent_free_period: "Mietfreie Zeit",
    rent_review: "Mietanpassung", rent_escalation: "Mieterhöhung", review_interval: "Anpassungszeitraum", service_charge: "Betriebskostenvorauszahlung",
    security_deposit: "Mietsicherheit", repair_obligation: "Instandhaltung", break_date: "Sonderkündigungstermin",
    company: "Gesellschaft", promoter_stake: "Beteiligung des Gründers", investor_stake: "Beteiligung des Investors", investment_amount: "Investitionsbetrag",
    board_size: "Größe des Aufsichtsgremiums", investor_directors: "Vom Investor benannte Mitglieder", lock_in_period: "Haltefrist", drag_along_threshold: "Schwelle der Mitverkaufspflicht",
    liquidation_preference: "Liquidationspräferenz", anti_dilution: "Verwässerungsschutz", exit_period: "Frist für den Ausstieg des Investors", investor_residence: "Ansässigkeit des Investors",
  },
  fr: {
    nda_type: "Nature de l'accord", purpose: "Objet", duration: "Durée", confidentiality_period: "Durée de l'obligation de confidentialité", recipient_kind: "Qualité du destinataire",
    effective_date: "Date d'entrée en vigueur", governing_law: "Droit applicable", dispute_resolution: "Règlement des litiges", arbitration_seat: "Siège de l'arbitrage", venue: "Juridiction",
    party_a_address: "Adresse de la première Partie", party_b_address: "Adresse de la seconde Partie", liability_cap: "Plafond de responsabilité", termination_notice: "Préavis de résiliation",
    services: "Prestations", fees: "Prix", payment_terms: "Délai de paiement", late_payment_interest: "Taux des pénalités de retard", service_credit: "Avoir", fee_cap: "Plafond des honoraires",
    expenses: "Frais", key_personnel: "Personnel clé", ip_ownership: "Propriété intellectuelle", service: "Service", subscription_fees: "Redevance",
    authorised_users: "Utilisateurs autorisés", renewal: "Renouvellement", renewal_notice: "Préavis de non-renouvellement", availability: "Disponibilité", support_hours: "Horaires d'assistance",
    data_location: "Lieu d'hébergement des données", fee_increase_cap: "Plafond de hausse de la redevance", software: "Logiciel", licence_fee: "Redevance de licence", permitted_use: "Usage autorisé",
    licensed_quantity: "Étendue de la licence", delivery_method: "Modalités de livraison", warranty_period: "Durée de garantie", job_title: "Fonctions", start_date: "Date d'embauche",
    salary: "Rémunération", place_of_work: "Lieu de travail", working_hours: "Durée du travail", probation_period: "Période d'essai", annual_leave: "Congés", notice_period: "Préavis",
    non_compete_period: "Durée de la non-concurrence", non_compete_area: "Zone de la non-concurrence", products: "Produits", price: "Prix", exclusivity: "Exclusivité",
    delivery_terms: "Conditions de livraison", lead_time: "Délai de livraison", minimum_order_quantity: "Quantité minimale de commande", territory: "Territoire", minimum_purchases: "Volume minimal d'achats",
    discount: "Remise", loan_amount: "Montant du prêt", interest_rate: "Taux d'intérêt", repayment_date: "Date de remboursement", drawdown_date: "Date de mise à disposition",
    repayment_schedule: "Échéancier", interest_period: "Périodicité des intérêts", default_interest: "Majoration pour retard", security: "Sûretés", financial_covenants: "Ratios financiers",
    cross_default_threshold: "Seuil de défaut croisé", premises: "Locaux", rent: "Loyer", commencement_date: "Date de prise d'effet", rent_free_period: "Franchise de loyer",
    rent_review: "Révision du loyer", rent_escalation: "Augmentation du loyer", review_interval: "Périodicité de révision", service_charge: "Provision sur charges",
    security_deposit: "Dépôt de garantie", repair_obligation: "Entretien et réparations", break_date: "Date de résiliation anticipée",
    company: "Société", promoter_stake: "Participation du Fondateur", investor_stake: "Participation de l'Investisseur", investment_amount: "Montant de l'investissement",
    board_size: "Nombre de membres du comité", investor_directors: "Membres désignés par l'Investisseur", lock_in_period: "Durée d'inaliénabilité", drag_along_threshold: "Seuil de l'obligation de sortie",
    liquidation_preference: "Préférence de liquidation", anti_dilution: "Protection contre la dilution", exit_period: "Délai de sortie de l'Investisseur", investor_residence: "Résidence de l'Investisseur",
  },
};

export const CHOICE_LABELS: Record<"de" | "fr", Record<string, string>> = {
  de: { mutual: "gegenseitig", "one-way": "einseitig", business: "Unternehmen", investor: "Investor", courts: "staatliche Gerichte", arbitration: "Schiedsgericht", client: "Auftraggeber", consultant: "Berater", automatic: "automatisch", "by agreement": "nach Vereinbarung", exclusive: "ausschließlich", sole: "Alleinvertrieb", "non-exclusive": "nicht ausschließlich", monthly: "monatlich", quarterly: "vierteljährlich", annually: "jährlich", "open market": "Marktmiete", "fixed increase": "Staffelmiete", none: "keine", "full repairing": "Instandhaltung durch den Mieter", "internal repairing": "Schönheitsreparaturen durch den Mieter", "1x non-participating": "einfache Liquidationspräferenz ohne Beteiligung am Mehrerlös", "1x participating": "einfache Liquidationspräferenz mit Beteiligung am Mehrerlös", "broad-based weighted average": "gewichteter Durchschnitt auf breiter Basis", "full ratchet": "volle Preisanpassung", resident: "gebietsansässig", "non-resident": "nicht gebietsansässig" },
  fr: { mutual: "réciproque", "one-way": "unilatéral", business: "entreprise", investor: "investisseur", courts: "tribunaux", arbitration: "arbitrage", client: "Client", consultant: "Consultant", automatic: "tacite reconduction", "by agreement": "sur accord", exclusive: "exclusive", sole: "exclusive sans réserve de ventes directes", "non-exclusive": "non exclusive", monthly: "mensuelle", quarterly: "trimestrielle", annually: "annuelle", "open market": "valeur locative", "fixed increase": "augmentation fixe", none: "aucune", "full repairing": "entretien à la charge du Preneur", "internal repairing": "réparations locatives", "1x non-participating": "préférence de liquidation simple non participative", "1x participating": "préférence de liquidation simple participative", "broad-based weighted average": "moyenne pondérée élargie", "full ratchet": "ajustement intégral du prix", resident: "résident", "non-resident": "non-résident" },
};
