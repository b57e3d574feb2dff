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
  'The shop could not be reached. Please check your connection and try again.':
    'Nie można połączyć się ze sklepem. Sprawdź połączenie i spróbuj ponownie.',
  'Something went wrong on our side. Please try again in a moment.':
    'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Sklep nie mógł teraz sprawdzić Twojego logowania. Spróbuj ponownie za chwilę; nie musisz logować się ponownie.',
  'Unknown aircraft type: {{type}}': 'Nieznany typ samolotu: {{type}}',
};

export default pl;
