import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Hungarian. */
const hu: Translations<typeof en> = {
  'Oops!': 'Hoppá!',
  'Sorry, an unexpected error occurred.': 'Sajnáljuk, váratlan hiba történt.',
  'Reload the page': 'Oldal újratöltése',
  'Go back home': 'Vissza a főoldalra',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Az oldal nem tölthető be. Lehet, hogy a bolt frissült, vagy megszakadt a kapcsolat.',
  'The shop could not be reached. Please check your connection and try again.':
    'A bolt nem érhető el. Ellenőrizze a kapcsolatot, és próbálja újra.',
  'Something went wrong on our side. Please try again in a moment.':
    'Hiba történt nálunk. Kérjük, próbálja újra egy perc múlva.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'A bolt most nem tudta ellenőrizni a bejelentkezését. Próbálja újra egy pillanat múlva; nem kell újra bejelentkeznie.',
  'Unknown aircraft type: {{type}}': 'Ismeretlen repülőgéptípus: {{type}}',
};

export default hu;
