import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Polish. */
const pl: Translations<typeof en> = {
  'Oops!': 'Ups!',
  'Sorry, an unexpected error occurred.': 'Przepraszamy, wystąpił nieoczekiwany błąd.',
  'Reload the page': 'Odśwież stronę',
  'Go back home': 'Wróć na stronę główną',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Nie udało się wczytać tej strony. Sklep mógł zostać zaktualizowany albo połączenie zostało przerwane.',
  'Unknown aircraft type: {{type}}': 'Nieznany typ samolotu: {{type}}',
};

export default pl;
