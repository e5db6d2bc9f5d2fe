/**
 * German for the cloud's account type page, pricing plans, plan change and seats. Keys are the
 * English texts; tests/architecture/i18nCatalogue.test.ts fails when one is missing.
 */
export const de: Record<string, string> = {
  // account type page
  'Account type': 'Kontotyp',
  'Your subscription is cancelled': 'Ihr Abonnement ist gekündigt',
  'Choose a plan to subscribe again; until then the rest of the product is closed.':
    'Wählen Sie einen Tarif, um erneut zu abonnieren; bis dahin ist der Rest des Produkts gesperrt.',
  'Ask an organisation admin to subscribe again; until then the rest of the product is closed.':
    'Bitten Sie einen Administrator der Organisation, erneut zu abonnieren; bis dahin ist der Rest des Produkts gesperrt.',
  'Loading usage': 'Nutzung wird geladen',
  '{{plan}} plan': 'Tarif {{plan}}',
  'Subscribe again': 'Erneut abonnieren',
  'See plans': 'Tarife ansehen',
  Upgrade: 'Upgrade',
  'Manage billing': 'Abrechnung verwalten',
  active: 'aktiv',
  trialing: 'Testphase',
  'past due': 'überfällig',
  unpaid: 'unbezahlt',
  canceled: 'gekündigt',
  // usage
  '{{usage}} (unlimited)': '{{usage}} (unbegrenzt)',
  '{{usage}} of {{limit}}': '{{usage}} von {{limit}}',
  'Predictions this month': 'Vorhersagen in diesem Monat',
  Storage: 'Speicher',
  Flows: 'Flows',
  Users: 'Benutzer',
  Workspaces: 'Arbeitsbereiche',
  // seats
  Seats: 'Plätze',
  '{{n}} additional seats, {{people}} people in the organisation':
    '{{n}} zusätzliche Plätze, {{people}} Personen in der Organisation',
  'Additional seats': 'Zusätzliche Plätze',
  'Add seat': 'Platz hinzufügen',
  'Update seats': 'Plätze aktualisieren',
  'Additional seats: {{n}}': 'Zusätzliche Plätze: {{n}}',
  'Loading proration': 'Anteilige Berechnung wird geladen',
  '{{n}} additional seats': '{{n}} zusätzliche Plätze',
  Cancel: 'Abbrechen',
  Confirm: 'Bestätigen',
  // pricing plans and the plan change
  'Pricing plans': 'Tarife',
  'Loading plans': 'Tarife werden geladen',
  'Current Plan': 'Aktueller Tarif',
  'Contact Us': 'Kontakt aufnehmen',
  'Get Started': 'Jetzt starten',
  'Most Popular': 'Am beliebtesten',
  'First Month Free': 'Erster Monat kostenlos',
  '/month': '/Monat',
  'Confirm plan change': 'Tarifwechsel bestätigen',
  'Change to the {{plan}} plan': 'Wechsel zum Tarif {{plan}}',
  'Loading payment method and proration': 'Zahlungsmethode und anteilige Berechnung werden geladen',
  'Updating…': 'Wird aktualisiert…',
  'Confirm Change': 'Wechsel bestätigen',
  'Add payment method': 'Zahlungsmethode hinzufügen',
  '{{brand}} •••• {{last4}}, expires {{month}}/{{year}}':
    '{{brand}} •••• {{last4}}, gültig bis {{month}}/{{year}}',
  '{{amount}} / month': '{{amount}} / Monat',
  'Proration for the rest of this period': 'Anteilig für den Rest dieses Zeitraums',
  'Credit balance': 'Guthaben',
  'Due today': 'Heute fällig',
  'Current period: {{from}} – {{to}}': 'Aktueller Zeitraum: {{from}} – {{to}}',
  // common/planChange.ts (messages shown in the dialogs)
  'You must remove additional seats and users before changing your plan.':
    'Sie müssen zusätzliche Plätze und Benutzer entfernen, bevor Sie den Tarif wechseln.',
  'You must remove all workspaces except the default workspace before changing your plan.':
    'Sie müssen alle Arbeitsbereiche außer dem Standard-Arbeitsbereich entfernen, bevor Sie den Tarif wechseln.',
  'No payment method found': 'Keine Zahlungsmethode gefunden',
  'Subscription updated successfully!': 'Abonnement erfolgreich aktualisiert!',
  'Subscription failed to update': 'Das Abonnement konnte nicht aktualisiert werden',
  // the built-in plans (common/plans.ts); the plan names stay as they are
  'To try the builder': 'Zum Ausprobieren des Builders',
  'For individuals and small teams': 'Für Einzelpersonen und kleine Teams',
  'For growing teams': 'Für wachsende Teams',
  'For organisations with their own needs': 'Für Organisationen mit eigenen Anforderungen',
  '2 flows': '2 Flows',
  '100 predictions / month': '100 Vorhersagen / Monat',
  '5 MB storage': '5 MB Speicher',
  'Unlimited flows': 'Unbegrenzte Flows',
  '10,000 predictions / month': '10.000 Vorhersagen / Monat',
  '1 GB storage': '1 GB Speicher',
  'per user and month': 'pro Benutzer und Monat',
  '50,000 predictions / month': '50.000 Vorhersagen / Monat',
  '10 GB storage': '10 GB Speicher',
  'Workspaces, roles and users': 'Arbeitsbereiche, Rollen und Benutzer',
  '2 users included, more as seats': '2 Benutzer inklusive, weitere als Plätze',
  'Login activity and logs': 'Anmeldeaktivität und Protokolle',
  'Everything in Pro': 'Alles aus Pro',
  'Single sign-on': 'Single Sign-On',
  'Custom limits and support agreement': 'Individuelle Limits und Support-Vereinbarung',
};
